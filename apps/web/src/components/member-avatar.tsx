import type { MemberProfile } from '@portal/contracts/auth';
import { useFileUrl } from '../lib/use-file-url';
import styles from './member-avatar.module.css';

// The member's avatar (an uploaded file, fetched with the token), or the first letter of the
// name while there is none or it is loading. Plain elements drawn as antd's Avatar: antd's
// brings its group's popover (and the positioning library) onto the personal centre's first
// paint (docs/web.md, "The member shell on a phone").
export function MemberAvatar({ profile, size }: { profile: Pick<MemberProfile, 'avatar' | 'nickname' | 'mobile'>; size: number }) {
  const { objectUrl } = useFileUrl(profile.avatar);
  const name = profile.nickname || profile.mobile;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size / 2) }}>
      {objectUrl ? <img src={objectUrl} alt={name} /> : name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
