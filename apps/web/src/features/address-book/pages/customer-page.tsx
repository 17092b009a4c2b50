import { ContactList } from '../components/contact-list';

// /jiedao/jd-customer
export function CustomerPage() {
  return <ContactList kind="customer" />;
}
