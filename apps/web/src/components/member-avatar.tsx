import type { MemberProfile } from '@portal/contracts/auth';
import { Avatar } from 'antd';
import { useFileUrl } from '../lib/use-file-url';

// The member's avatar (an uploaded file, fetched with the token), or the first letter of the
// name while there is none or it is loading.
export function MemberAvatar({ profile, size }: { profile: Pick<MemberProfile, 'avatar' | 'nickname' | 'mobile'>; size: number }) {
  const { objectUrl } = useFileUrl(profile.avatar);
  const name = profile.nickname || profile.mobile;
  return (
    <Avatar size={size} src={objectUrl} alt={name}>
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
