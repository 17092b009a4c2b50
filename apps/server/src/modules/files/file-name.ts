import { FILE_KIND_INFO, kindOfName, type FileKind } from '@portal/contracts/files';

const MAX_STEM = 100;
// Characters Windows forbids in names, and bidi overrides (which can make 'exe.jpg' read as
// 'gpj.exe'); control characters go too (\p{Cc}).
const UNSAFE = /[\p{Cc}<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

// The member's name for a file, safe to show and to put in Content-Disposition, with the
// extension of the type the content really has ('scan.pdf' holding a PNG → 'scan.png').
// Never used in a storage path.
export function displayName(raw: string, kind: FileKind): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const extension = FILE_KIND_INFO[kind].extensions[0] ?? '';
  const dot = clean.lastIndexOf('.');
  const ownExtension = dot > 0 ? clean.slice(dot).toLowerCase() : '';
  if (FILE_KIND_INFO[kind].extensions.includes(ownExtension)) {
    return `${truncate(clean.slice(0, dot))}${ownExtension}`;
  }
  // A known extension of another kind is replaced; anything else stays part of the name.
  const stem = kindOfName(clean) ? clean.slice(0, dot) : clean;
  return `${truncate(stem)}${extension}`;
}

function truncate(stem: string): string {
  const chars = [...stem.trim()];
  return chars.length === 0 ? 'file' : chars.slice(0, MAX_STEM).join('').trim();
}

// RFC 6266/5987: an ASCII fallback for old clients and the exact name as UTF-8.
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
