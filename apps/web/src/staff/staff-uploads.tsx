import type { STAFF_UPLOAD_PURPOSES, UploadedFile } from '@portal/contracts/files';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-error';
import { feedback } from '../lib/feedback';
import { selectionProblem, type SelectionProblem } from '../lib/file-checks';
import type { FileSource } from '../lib/use-file-url';
import { staffApi } from './staff-api';
import styles from './staff-uploads.module.css';

// Files on the desks: staff read them with their own token (/admin-api/file/get/:id), and
// upload them (POST /admin-api/file/upload: the warehouse's photos and care's attachments,
// purpose attachment; the gift catalogue's pictures, purpose gift-image). The server checks
// each file's type by its content and its size, whatever the desk checked first.

export type StaffUploadPurpose = (typeof STAFF_UPLOAD_PURPOSES)[number];

// For lib/use-file-url.ts: cached under 'staff', so a staff sign-out drops them.
export const STAFF_FILES: FileSource = {
  keyPrefix: ['staff'],
  fetch: (url, signal) => staffApi.get<Blob>(url, undefined, { responseType: 'blob', silent: true, signal }),
};

// The 10 s timeout of other calls is too short for 10 MB on a slow line. Silent: the field
// phrases the failure.
export function uploadStaffFile(purpose: StaffUploadPurpose, file: Blob, name: string, onPercent: (percent: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  return staffApi.post<UploadedFile>(`/admin-api/file/upload?purpose=${purpose}`, form, {
    silent: true,
    timeout: 5 * 60_000,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onPercent(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    },
  });
}

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  // a local picture to show meanwhile, when the field has one
  preview?: string;
}

interface StaffUploadsOptions<T> {
  purpose: StaffUploadPurpose;
  // the form field's list (Form.Item's value / onChange)
  value: T[] | undefined;
  onChange: ((items: T[]) => void) | undefined;
  // told whether uploads are under way: the form waits for them before it is sent
  onBusyChange: ((busy: boolean) => void) | undefined;
  // what the list keeps of an uploaded file
  toItem: (uploaded: UploadedFile, upload: PendingUpload) => T;
  // said when an upload fails without the server's own message
  failedText: string;
}

// The uploads of one form field: each chosen file goes up at once with its progress and joins
// the field's list when done; a refusal is the server's message ("Exceeds 5MB limit"). Leaving
// the form stops what is still going up.
export function useStaffUploads<T>({ purpose, value, onChange, onBusyChange, toItem, failedText }: StaffUploadsOptions<T>) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef(value ?? []);
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  useEffect(() => {
    const uploads = running.current;
    return () => uploads.forEach((controller) => controller.abort());
  }, []);
  const busy = pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const emit = (next: T[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const start = (file: File, name: string, preview?: string) => {
    const upload: PendingUpload = { key: crypto.randomUUID(), name, percent: 0, ...(preview ? { preview } : {}) };
    const controller = new AbortController();
    running.current.set(upload.key, controller);
    setPending((now) => [...now, upload]);
    const done = () => {
      running.current.delete(upload.key);
      setPending((now) => now.filter((item) => item.key !== upload.key));
    };
    const onPercent = (percent: number) => setPending((now) => now.map((item) => (item.key === upload.key ? { ...item, percent } : item)));
    uploadStaffFile(purpose, file, name, onPercent, controller.signal).then(
      (uploaded) => {
        done();
        emit([...latest.current, toItem(uploaded, upload)]);
      },
      (error: unknown) => {
        done();
        if (controller.signal.aborted) return;
        feedback.error(error instanceof ApiError && error.code !== null ? error.message : failedText);
      },
    );
  };

  // Files chosen in the picker, each checked against the purpose's rules first (type by its
  // name, size, how many the field holds); each kind of problem is told once.
  const choose = (list: FileList | null, max: number, tell: (problem: SelectionProblem) => void) => {
    const held = latest.current.length + pending.length;
    const told = new Set<string>();
    [...(list ?? [])].forEach((file, index) => {
      const problem = selectionProblem({ purpose, max, held, index, name: file.name, size: file.size });
      if (!problem) return start(file, file.name);
      if (!told.has(problem.key)) tell(problem);
      told.add(problem.key);
    });
  };

  return {
    items: value ?? [],
    pending,
    // files in the list or on their way, as of now
    held: () => latest.current.length + pending.length,
    start,
    choose,
    remove: (keep: (item: T) => boolean) => emit(latest.current.filter(keep)),
  };
}

// A selection problem's name in a desk's texts (`…problem.tooLarge`).
export function problemName(problem: SelectionProblem): 'limitReached' | 'maxFiles' | 'invalidFormat' | 'tooLarge' {
  return problem.key.replace('files.', '') as 'limitReached' | 'maxFiles' | 'invalidFormat' | 'tooLarge';
}

// A file picker drawn as a button (a label around a hidden input, so the keyboard and screen
// readers reach the input itself); `capture` opens a tablet's back camera. The picker is
// emptied after each choice, so the same file can be chosen again.
export function StaffFileButton({
  label,
  accept,
  multiple = false,
  capture,
  disabled = false,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  capture?: 'environment';
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
}) {
  return (
    <label className={`${styles.fileButton} ${disabled ? styles.fileButtonOff : ''}`}>
      {label}
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        className={styles.fileInput}
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

// Pictures in a row (96 px wide each), and the class of one still uploading.
export const pictureStyles = { list: styles.pictures, uploading: styles.uploading };
