import { ADVICE_CONTENT_MAX, ADVICE_FILES_MAX, ADVICE_RATING_COMMENT_MAX, ADVICE_RATING_MAX, type AdviceDetail } from '@portal/contracts/advice';
import type { UploadedFile } from '@portal/contracts/files';
import { Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { feedback } from '../../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { loadReplyBody, useRateAdvice, useReplyAdvice } from '../api/advice-api';

interface ReplyValues {
  content: string;
  files?: UploadedFile[];
}

// The member's follow-up in the thread, with attachments, while it is open.
export function ReplyForm({ item }: { item: AdviceDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReplyValues>();
  const toBody = (values: ReplyValues) => ({ id: item.id, content: values.content, files: (values.files ?? []).map((f) => f.url) });
  const field = useZodFields(loadReplyBody, toBody);
  useRevalidateOnLocaleChange(form);
  const reply = useReplyAdvice();
  const send = async (values: ReplyValues) => {
    try {
      await reply.mutateAsync(toBody(values));
      form.resetFields();
      feedback.success(t('advice.reply.sent'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };
  return (
    <Form form={form} layout="vertical" name={`advice-reply-${item.id}`} initialValues={{ files: [] }} onFinish={(values) => void send(values)}>
      <Form.Item name="content" label={t('advice.reply.label')} {...field('content', true)}>
        <Input.TextArea rows={3} maxLength={ADVICE_CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="files" label={t('advice.field.files', { max: ADVICE_FILES_MAX })} {...field('files', false)}>
        <FileUpload purpose="attachment" max={ADVICE_FILES_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('advice.reply.send')}
      </Button>
    </Form>
  );
}

// Rating the answer, 1 to 5 stars (buttons a keyboard and a screen reader can use) with an optional comment, once replied; then the rating shows.
export function RateAnswer({ item }: { item: AdviceDetail }) {
  const { t } = useTranslation();
  const rate = useRateAdvice();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  if (item.rating !== null) {
    return (
      <Flex vertical gap={4}>
        <Typography.Text strong>{t('advice.rate.yours')}</Typography.Text>
        <Typography.Text>
          <span aria-hidden style={{ color: '#d48806' }}>
            {'★'.repeat(item.rating)}
            {'☆'.repeat(ADVICE_RATING_MAX - item.rating)}
          </span>{' '}
          {t('advice.rate.stars', { count: item.rating })}
        </Typography.Text>
        {item.ratingComment ? <Typography.Text style={{ overflowWrap: 'anywhere' }}>{item.ratingComment}</Typography.Text> : null}
      </Flex>
    );
  }
  const submit = () =>
    rate.mutateAsync({ id: item.id, rating: stars, comment }).then(
      () => feedback.success(t('advice.rate.thanks')),
      () => undefined,
    );
  return (
    <Flex vertical gap={8} role="group" aria-label={t('advice.rate.title')}>
      <Typography.Text strong id={`advice-rate-${item.id}`}>
        {t('advice.rate.title')}
      </Typography.Text>
      <Radio.Group
        optionType="button"
        value={stars || undefined}
        onChange={(e) => setStars(Number(e.target.value))}
        aria-labelledby={`advice-rate-${item.id}`}
        options={Array.from({ length: ADVICE_RATING_MAX }, (_, i) => ({ value: i + 1, label: <span aria-label={t('advice.rate.stars', { count: i + 1 })}>{`${i + 1} ★`}</span> }))}
      />
      <Input.TextArea
        rows={2}
        maxLength={ADVICE_RATING_COMMENT_MAX}
        showCount
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-label={t('advice.rate.comment')}
        placeholder={t('advice.rate.comment')}
      />
      <div>
        <Button onClick={() => void submit()} disabled={stars === 0} loading={rate.isPending}>
          {t('advice.rate.submit')}
        </Button>
      </div>
    </Flex>
  );
}
