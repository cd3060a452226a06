import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';

export function AdminDashboard() {
  return <DashboardGreeting subtitle="Manage curricula, people, assessments and sessions from the side bar." />;
}
