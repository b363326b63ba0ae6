export { HomePage } from './pages/home-page.tsx';
