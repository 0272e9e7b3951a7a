import { createAppRouter } from '../router'

/** Every full path of the app's route tree, without trailing slashes. */
export function appRoutePaths(): string[] {
  const router = createAppRouter()
  const paths = Object.keys(router.routesByPath).map((path) =>
    path.length > 1 ? path.replace(/\/$/, '') : path,
  )
  return [...new Set(paths)]
}
