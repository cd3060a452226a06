import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';

export function TeacherDashboard() {
  return <DashboardGreeting subtitle="Assessments to correct, queries and sessions will appear here." />;
}
