/**
 * The storefront's server entry: `remix build` compiles it with the app into one module, build/index.js
 * (remix.config.js `server`), so every module of the storefront exists once in a deployment. Both deployment
 * entries, functions/[[path]].ts (Pages) and worker/index.ts (Worker), hand their requests to its `handleRequest`.
 * It also exports the Remix build itself, which the size script and the page-strings test read.
 */
import * as build from '@remix-run/dev/server-build'
import type {} from './app/server/load-context' // AppLoadContext's fields
import { createStorefrontHandler } from './app/server/request/handle-request.server'
import { PICTURE_PATH } from './app/lib/images'
import { servePicture } from './app/pictures/image-path.server'
import { FIELD_SPEED_PATH } from './app/field-speed/beacon'
import { receiveFieldSpeed } from './app/field-speed/field-speed.server'
import { filledPage, pageVisitor, sharedRequest } from './app/visitor/edge-fill.server'
import { SHARED_COOKIES } from './app/visitor/shared-cookies.server'

export * from '@remix-run/dev/server-build'

/**
 * The way in, and what the features hand it: the visitor's own parts of a shared page, the cookies it may set, the
 * shop's image path, and field speed's beacons.
 */
export const handleRequest = createStorefrontHandler(build, {
  visitors: { sharedRequest, pageVisitor, filledPage },
  sharedCookies: SHARED_COOKIES,
  pictures: { prefix: PICTURE_PATH, serve: servePicture },
  beacons: { path: FIELD_SPEED_PATH, receive: receiveFieldSpeed },
})
