import { describe, expect, it } from 'vitest';
import {
  FILE_PURPOSES,
  FILE_RULES,
  acceptAttribute,
  fileIdFromUrl,
  fileUrl,
  fileUrlField,
  formatsText,
  isImagePurpose,
  kindOfName,
  maxMb,
  nameAllowed,
  staffFileUrl,
  staffUploadQuery,
  uploadQuery,
} from './files.js';

const ID = 'AbCdEfGhIjKlMnOpQrStU_';

describe('file rules', () => {
  it('keep the product limits: real-name images 20, attachments 10, packing list 5 of 5 MB', () => {
    expect(FILE_RULES['id-card']).toMatchObject({ maxFiles: 20, kinds: ['jpeg', 'png', 'webp', 'gif'] });
    expect(FILE_RULES.attachment.maxFiles).toBe(10);
    expect(FILE_RULES['packing-list']).toMatchObject({ maxFiles: 5, maxBytes: 5 * 1024 * 1024 });
    expect(FILE_RULES.avatar.maxFiles).toBe(1);
  });
  it('say which purposes take images only', () => {
    expect(FILE_PURPOSES.filter(isImagePurpose)).toEqual(['avatar', 'id-card', 'refund', 'gift-image']);
  });
  it('give the picker its accept list and people a format text', () => {
    expect(acceptAttribute('avatar')).toBe('.jpg,.jpeg,image/jpeg,.png,image/png,.webp,image/webp,.gif,image/gif');
    expect(formatsText('enterprise-cert')).toBe('JPG, PNG, WEBP, GIF, PDF');
    expect(maxMb('packing-list')).toBe(5);
  });
  it('read the kind a name claims, case-insensitively', () => {
    expect(kindOfName('Photo.JPEG')).toBe('jpeg');
    expect(kindOfName('list.final.xlsx')).toBe('xlsx');
    expect(kindOfName('data.csv')).toBeNull();
    expect(kindOfName('noextension')).toBeNull();
    expect(nameAllowed('id-card', 'scan.pdf')).toBe(false);
    expect(nameAllowed('packing-list', 'scan.pdf')).toBe(true);
  });
});

describe('file urls', () => {
  it('round-trip an id', () => {
    expect(fileIdFromUrl(fileUrl(ID))).toBe(ID);
  });
  it('give staff the admin url of a file', () => {
    expect(staffFileUrl(fileUrl(ID))).toBe(`/admin-api/file/get/${ID}`);
    expect(staffFileUrl('/elsewhere')).toBeNull();
  });
  it('refuse anything else', () => {
    for (const url of ['', ID, `/app-api/file/get/${ID}x`, `/app-api/file/get/../${ID}`, `https://x.test/app-api/file/get/${ID}`, `/app-api/file/get/${ID}?a=1`]) {
      expect(fileIdFromUrl(url), url).toBeNull();
    }
  });
  it('validate body fields with the v.file.url rule', () => {
    expect(fileUrlField.parse(` ${fileUrl(ID)} `)).toBe(fileUrl(ID));
    expect(fileUrlField.safeParse('/uploads/x.png').error?.issues[0]?.message).toBe('v.file.url');
  });
  it('accept only known purposes, catalogue pictures from staff alone', () => {
    expect(uploadQuery.safeParse({ purpose: 'id-card' }).success).toBe(true);
    expect(uploadQuery.safeParse({ purpose: 'script' }).success).toBe(false);
    expect(uploadQuery.safeParse({ purpose: 'gift-image' }).success).toBe(false);
    expect(staffUploadQuery.safeParse({ purpose: 'gift-image' }).success).toBe(true);
    expect(staffUploadQuery.safeParse({ purpose: 'id-card' }).success).toBe(false);
  });
});
