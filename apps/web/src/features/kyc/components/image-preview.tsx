import { Image } from 'antd';
import { useState } from 'react';

// antd's image preview over the given images (object URLs), opened at `start`, with the
// group's arrows, zoom and rotation; loaded when a member opens a preview.
export function ImagePreview({ images, start, onClose }: { images: string[]; start: number; onClose: () => void }) {
  const [current, setCurrent] = useState(start);
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        open: true,
        current,
        onChange: setCurrent,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
