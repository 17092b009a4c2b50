import { api } from '../../../lib/api-client';
import { isWebLink } from '../../../lib/external-link';

// The old-orders entry opens the legacy back office; the server builds the signed URL.
function fetchLegacyLink(): Promise<{ url: string }> {
  return api.get<{ url: string }>('/app-api/member/user/legacy-link');
}

// The window opens at the click (pop-up blockers allow that), the address follows the answer.
export async function openLegacyOrders(): Promise<void> {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  try {
    const { url } = await fetchLegacyLink();
    if (!isWebLink(url)) throw new Error('legacy link is not an http(s) URL');
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    opened?.close();
    throw error;
  }
}
