import { createContext, useContext } from 'react';

// What a control inside a form may ask of the form around it, whichever kind it is (an antd
// Form in the member area, a light form on the sign-in pages): the code input checks and
// reads the number fields before it sends a code. FormModal and the light Form provide it.
export interface FormAccess {
  validateFields(names: string[]): Promise<unknown>;
  getFieldValue(name: string): unknown;
}

export const FormAccessContext = createContext<FormAccess | null>(null);

export function useFormAccess(): FormAccess {
  const access = useContext(FormAccessContext);
  if (!access) throw new Error('This control needs a form around it (FormModal or a light Form)');
  return access;
}
