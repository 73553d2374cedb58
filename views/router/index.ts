export {
  createBrowserHistory,
  createMemoryHistory,
  type InitialEntry,
  type NavigationType,
  type RouterHistory,
  type RouterLocation,
} from './history.ts';
export { Link, NavLink, type LinkProps } from './Link.tsx';
export {
  MemoryRouter,
  Navigate,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './Router.tsx';
