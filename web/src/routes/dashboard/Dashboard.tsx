import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** /dashboard: built by a later issue (weekly calendar, hold and birthday boxes, pending list). */
export default function Dashboard() {
  return <PlaceholderPage title="Dashboard" />;
}
