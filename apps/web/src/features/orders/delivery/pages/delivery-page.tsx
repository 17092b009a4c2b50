import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/system';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeliveryForm } from '../components/delivery-form';
import { newOrderValues } from '../delivery-values';

const isTransportType = (value: string | null): value is TransportType => (TRANSPORT_TYPES as readonly (string | null)[]).includes(value);

// /jiedao/jd-delivery?tranfId=<transport type>: a new order (sea LCL when the type is missing).
export function DeliveryPage() {
  const [params] = useSearchParams();
  const transfer = params.get('tranfId');
  const [initial] = useState(() => newOrderValues(isTransportType(transfer) ? transfer : '1'));
  // Another transport picked from the sidebar starts a new form.
  return <DeliveryForm key={transfer ?? ''} initial={initial} />;
}
