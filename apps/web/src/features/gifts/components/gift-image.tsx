import { GiftOutlined } from '@ant-design/icons';
import { fileIdFromUrl } from '@portal/contracts/file-rules';
import { useFileUrl } from '../../../lib/use-file-url';

// A gift's first picture, or a placeholder of the same size (also while an uploaded picture
// loads, or when it cannot be read). Decorative next to the gift's name, so its alt text is
// empty. A picture staff uploaded (/app-api/file/get/…) is fetched with the member's token;
// a site path or an https address is shown as it is.
export function GiftImage({ src, size = 160 }: { src: string | null | undefined; size?: number | string }) {
  const uploaded = src ? fileIdFromUrl(src) !== null : false;
  const { objectUrl } = useFileUrl(uploaded ? src : null);
  const shown = uploaded ? objectUrl : src;
  const box = { width: '100%', height: size, objectFit: 'cover' as const, display: 'block', borderRadius: 8, background: '#f5f5f5' };
  if (!shown) {
    return (
      <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 48, color: '#bfbfbf' }} aria-hidden>
        <GiftOutlined />
      </div>
    );
  }
  return <img src={shown} alt="" style={box} loading="lazy" />;
}
