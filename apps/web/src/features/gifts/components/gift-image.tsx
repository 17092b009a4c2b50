import { GiftOutlined } from '@ant-design/icons';

// A gift's first picture, or a placeholder of the same size. Decorative next to the gift's
// name, so its alt text is empty.
export function GiftImage({ src, size = 160 }: { src: string | null | undefined; size?: number | string }) {
  const box = { width: '100%', height: size, objectFit: 'cover' as const, display: 'block', borderRadius: 8, background: '#f5f5f5' };
  if (!src) {
    return (
      <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 48, color: '#bfbfbf' }} aria-hidden>
        <GiftOutlined />
      </div>
    );
  }
  return <img src={src} alt="" style={box} loading="lazy" />;
}
