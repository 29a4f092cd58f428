/**
 * The storefront and a platform API running for the tests of one file:
 *   const stack = demoStack()            // the stand-in API with its demo shops
 *   const stack = fakeStack({ ... })     // a platform that misbehaves on purpose
 * then stack.shop and stack.api inside the tests.
 */
import { afterAll, beforeAll } from 'vitest'
import { startDemoApi, type DemoApi } from './demo-api'
import { startFakeApi, type FakeApi } from './fake-api'
import { startStorefront, warmUp, type Storefront } from './storefront'

function stack<Api extends { url: string; dispose(): Promise<void> }>(
  start: () => Promise<Api>,
  env?: Record<string, string | undefined>,
) {
  const running = {} as { api: Api; shop: Storefront }
  beforeAll(async () => {
    running.api = await start()
    running.shop = await startStorefront({ apiUrl: running.api.url, env })
    await warmUp(running.shop)
  })
  afterAll(async () => {
    await running.shop?.dispose()
    await running.api?.dispose()
  })
  return running
}

export const demoStack = (env?: Record<string, string | undefined>) => stack<DemoApi>(() => startDemoApi(), env)
export const fakeStack = (env?: Record<string, string | undefined>) => stack<FakeApi>(() => startFakeApi(), env)
