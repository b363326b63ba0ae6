/** Public face of the resources feature: its routes and the top navigation's Resources menu. */
export { ResourcesMenu, ResourcesMobileLinks } from './components/resources-menu.tsx';
export { resourcesRoutes } from './routes.tsx';
