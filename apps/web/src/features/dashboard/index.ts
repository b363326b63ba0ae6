export { MenteeDashboardLayout } from './components/mentee-dashboard-layout.tsx';
export { MenteeHomePage } from './pages/mentee-home-page.tsx';
export { DashboardNotBuiltPage } from './pages/dashboard-not-built-page.tsx';
