// Stands in for `@docusaurus/renderRoutes`: draws the first of `routes` that
// matches the address, with each route's own matching options, `sensitive`
// included (the version it replaces leaves that one out, so the router matched
// without regard to case whatever the route said).
// Written with createElement, not JSX, so that the unit tests load it as it is.
import {createElement, type ComponentType, type ReactNode} from 'react';
import {Route, Switch, type RouteComponentProps, type SwitchProps} from 'react-router';

/** The props a route's component gets: the router's, the caller's extra ones, and its own route. */
type RouteProps = RouteComponentProps & {route: RenderableRoute};

/** A route as Docusaurus generates it (@generated/routes), nested routes included. */
export interface RenderableRoute {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  key?: string;
  component?: ComponentType<RouteProps>;
  render?: (props: RouteProps) => ReactNode;
  routes?: RenderableRoute[];
}

export default function renderRoutes(
  routes: RenderableRoute[] | undefined,
  extraProps: object = {},
  switchProps: SwitchProps = {},
): ReactNode {
  if (!routes) return null;
  const alternatives = routes.map((route, index) => {
    const draw = (props: RouteComponentProps) => {
      const routeProps: RouteProps = {...props, ...extraProps, route};
      if (route.render) return route.render(routeProps);
      return route.component ? createElement(route.component, routeProps) : null;
    };
    return createElement(Route, {
      key: route.key ?? index,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      sensitive: route.sensitive,
      render: draw,
    });
  });
  return createElement(Switch, switchProps, alternatives);
}
