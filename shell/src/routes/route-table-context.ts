import { createContext, useContext } from 'react';
import type { RouteTable } from './route-table';

/** The route table the shell built at start, for the side menu and the pages it preloads. */
export const RouteTableContext = createContext<RouteTable>({ routes: [], menu: [] });

export const useRouteTable = () => useContext(RouteTableContext);
