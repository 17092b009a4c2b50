import { ContactList } from '../components/contact-list';

// /jiedao/jd-supplier
export function SupplierPage() {
  return <ContactList kind="supplier" />;
}
