// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button, Form, Input, InputNumber, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors, useZodFields } from './form-rules';
import { loadGoodsBody } from './form-rules.fixture';

// A form with goods lines (antd Form.List) bound to a contracts-style schema, as the order form
// will be. Without a language set the texts are zh_CN, the default.

let form: FormInstance | undefined;
const keepForm = (instance: FormInstance) => {
  form = instance;
};

function GoodsForm({ lines, onForm = keepForm }: { lines: { name: string; weight: number }[]; onForm?: (form: FormInstance) => void }) {
  const [instance] = Form.useForm();
  const field = useZodFields(loadGoodsBody);
  useEffect(() => onForm(instance), [instance, onForm]);
  return (
    <Form form={instance} initialValues={{ goods: lines }}>
      <Form.List name="goods">
        {(items) =>
          items.map((item) => (
            <section key={item.key} aria-label={`line ${item.name + 1}`}>
              <Form.Item name={[item.name, 'name']} label="name" {...field(['goods', item.name, 'name'])}>
                <Input />
              </Form.Item>
              <Form.Item name={[item.name, 'weight']} label="weight" {...field(['goods', item.name, 'weight'])}>
                <InputNumber />
              </Form.Item>
            </section>
          ))
        }
      </Form.List>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

const line = (n: number) => within(screen.getByRole('region', { name: `line ${n}` }));

afterEach(cleanup);

describe('a form with lines', () => {
  it("shows each line's problems on that line", async () => {
    render(<GoodsForm lines={[{ name: 'shoes', weight: 1 }, { name: 'hats', weight: 0 }, { name: 'shoes', weight: 2 }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await line(2).findByText('不能小于 1')).toBeTruthy();
    expect(line(1).queryByRole('alert')).toBeNull();

    // The rule across lines (a name twice) waits until the lines themselves are valid.
    expect(line(3).queryByText('无效')).toBeNull();
    fireEvent.change(line(2).getByRole('spinbutton'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await line(3).findByText('无效')).toBeTruthy();
    expect(form!.getFieldError(['goods', 1, 'weight'])).toEqual([]);
    expect(form!.getFieldError(['goods', 0, 'name'])).toEqual([]);
  });

  it("puts the server's error on goods.1.name under line 2's name", async () => {
    render(<GoodsForm lines={[{ name: 'shoes', weight: 1 }, { name: 'hats', weight: 1 }]} />);
    await act(async () => {
      applyServerFieldErrors(form!, new ApiError('bad request', 400, { fields: [{ field: 'goods.1.name', rule: 'v.invalid', message: 'already on file' }] }));
    });
    expect(await line(2).findByText('already on file')).toBeTruthy();
    expect(line(1).queryByText('already on file')).toBeNull();
  });
});
