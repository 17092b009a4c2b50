import type { CompanyInfoBody } from '@portal/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Row, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { PlainCard } from '../../../components/plain-card';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { accountApi, accountKeys, useCompanyInfo } from '../api/account-api';
import { loadCompanyInfoBody } from '../api/account-schemas';

const TEXT_FIELDS = ['companyName', 'companyNameEn', 'taxNumber', 'contactName', 'email', 'address'] as const;

// The company printed on the member's shipping documents: created once, then edited.
export function CompanyInfoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: info, isPending } = useCompanyInfo();
  const [form] = Form.useForm<CompanyInfoBody>();
  const field = useZodFields(loadCompanyInfoBody);
  const notifyFormErrors = useFormErrorNotice();
  const [saving, setSaving] = useState(false);
  useRevalidateOnLocaleChange(form);

  useEffect(() => {
    if (info) form.setFieldsValue({ ...info, contactAreaCode: info.contactAreaCode ?? undefined } as CompanyInfoBody);
  }, [form, info]);

  const save = async (values: CompanyInfoBody) => {
    setSaving(true);
    try {
      // The server trims and turns empty fields into nulls; the form sends what was typed.
      const body = values;
      const saved = info ? await accountApi.updateCompanyInfo(body) : await accountApi.createCompanyInfo(body);
      queryClient.setQueryData(accountKeys.company, saved);
      feedback.success(t('account.company.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PlainCard title={t('account.company.title')} id="company-info">
      {isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} name="company-info" layout="vertical" onFinish={(values) => void save(values)} onFinishFailed={notifyFormErrors}>
          <Row gutter={16}>
            {TEXT_FIELDS.map((name) => (
              <Col key={name} xs={24} md={12}>
                <Form.Item name={name} label={t(`account.company.${name}`)} {...field(name, name === 'companyName')}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item label={t('account.company.contactPhone')} style={{ marginBottom: 0 }}>
                <div style={{ display: 'flex', gap: 8 }}>
                  <Form.Item name="contactAreaCode" {...field('contactAreaCode', false)} style={{ width: 160 }}>
                    <AreaCodeSelect short aria-label={t('common.areaCode.label')} />
                  </Form.Item>
                  <Form.Item name="contactPhone" {...field('contactPhone', false)} style={{ flex: 1 }}>
                    <Input inputMode="tel" aria-label={t('account.company.contactPhone')} />
                  </Form.Item>
                </div>
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t(info ? 'common.save' : 'account.company.create')}
          </Button>
        </Form>
      )}
    </PlainCard>
  );
}
