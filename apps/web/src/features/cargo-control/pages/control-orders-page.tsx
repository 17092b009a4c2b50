import { ControlList } from '../components/control-list';

// /jiedao/jd-controlorder
export function ControlOrdersPage() {
  return <ControlList />;
}
