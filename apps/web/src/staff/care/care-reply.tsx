import { ADVICE_CONTENT_MAX, ADVICE_FILES_MAX } from '@portal/contracts/advice';
import type { UploadedFile } from '@portal/contracts/files';
import { Button, Checkbox, Form, Input, type GetRef } from 'antd';
import { forwardRef, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { feedback } from '../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../lib/form-rules';
import { loadReplyBody, useCareReply, type CareThread } from './care-api';
import { CareAttachments } from './care-attachments';
import { useCareText } from './care-texts';
import styles from './care.module.css';

interface ReplyValues {
  content: string;
  files?: UploadedFile[];
  done: boolean;
}

export interface CareReplyHandle {
  focus: () => void;
}

// The staff reply, checked by the server's own schema (staffAdviceReplyBody) before it is sent,
// its texts under the fields in the staff member's language. "This answers it" (on by default)
// moves the thread to replied / processed; off, it stays replying / processing.
export const CareReply = forwardRef<CareReplyHandle, { thread: CareThread }>(function CareReply({ thread }, ref) {
  const ct = useCareText();
  const [form] = Form.useForm<ReplyValues>();
  const content = useRef<GetRef<typeof Input.TextArea>>(null);
  const [uploading, setUploading] = useState(false);
  const toBody = useCallback((values: ReplyValues) => ({ id: thread.id, content: values.content, files: (values.files ?? []).map((f) => f.url), done: values.done }), [thread.id]);
  const field = useZodFields(loadReplyBody, toBody);
  useRevalidateOnLocaleChange(form);
  const reply = useCareReply();
  useImperativeHandle(ref, () => ({ focus: () => content.current?.focus() }), []);

  const send = async (values: ReplyValues) => {
    if (uploading) {
      feedback.warning(ct('reply.waitUploads'));
      return;
    }
    try {
      await reply.mutateAsync(toBody(values));
      form.resetFields();
      feedback.success(ct('reply.sent'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  return (
    <Form form={form} layout="vertical" name={`care-reply-${thread.id}`} initialValues={{ files: [], done: true }} onFinish={(values) => void send(values)} className={styles.reply}>
      <Form.Item name="content" label={ct('reply.content')} {...field('content', true)}>
        <Input.TextArea
          ref={content}
          rows={4}
          maxLength={ADVICE_CONTENT_MAX}
          showCount
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              form.submit();
            }
          }}
        />
      </Form.Item>
      <Form.Item name="files" label={ct('reply.files', { max: ADVICE_FILES_MAX })} {...field('files', false)}>
        <CareAttachments onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item name="done" valuePropName="checked">
        <Checkbox>{ct('reply.settles')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending} disabled={uploading}>
        {ct('reply.send')}
      </Button>
    </Form>
  );
});
