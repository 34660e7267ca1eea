import { Outlet } from 'react-router';
import { AdminGate } from '../components/pin-gate';

/** Layout route of every admin screen: the PIN gate, then the page. */
export function AdminGateLayout() {
  return (
    <AdminGate>
      <Outlet />
    </AdminGate>
  );
}
