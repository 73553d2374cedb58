export { createBrowserHistory, createMemoryHistory, type RouterHistory } from './history.ts';
export { Link, NavLink } from './Link.tsx';
export {
  MemoryRouter,
  Navigate,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './Router.tsx';
