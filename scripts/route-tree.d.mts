export declare const ROUTER_OPTIONS: { target: 'react'; autoCodeSplitting: boolean }
export declare function generateRouteTree(root?: string): Promise<void>
