// Stands in for `@docusaurus/renderRoutes`: draws the first of `routes` that
// matches the address, with each route's own matching options, `sensitive`
// included (the version it replaces leaves that one out, so the router matched
// without regard to case whatever the route said).
import type {ComponentType, ReactNode} from 'react';
import {Route, Switch, type RouteComponentProps, type SwitchProps} from 'react-router';

/** A route as Docusaurus generates it (@generated/routes), nested routes included. */
export interface RenderableRoute {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  key?: string;
  component?: ComponentType<RouteComponentProps & {route: RenderableRoute}>;
  render?: (props: RouteComponentProps & {route: RenderableRoute}) => ReactNode;
  routes?: RenderableRoute[];
}

export default function renderRoutes(routes: RenderableRoute[] | undefined, extraProps: object = {}, switchProps: SwitchProps = {}): ReactNode {
  if (!routes) return null;
  return (
    <Switch {...switchProps}>
      {routes.map((route, index) => {
        const draw = (props: RouteComponentProps) => {
          const routeProps = {...props, ...extraProps, route};
          if (route.render) return route.render(routeProps);
          const Component = route.component;
          return Component ? <Component {...routeProps} /> : null;
        };
        return <Route key={route.key ?? index} path={route.path} exact={route.exact} strict={route.strict} sensitive={route.sensitive} render={draw} />;
      })}
    </Switch>
  );
}
