import { HttpError } from './http'

/** `page` and `limit` of a list call, validated. */
interface Paging {
  page: number
  limit: number
  offset: number
}

/** Pages are counted from 1. Nine digits at most keeps the offset a safe integer. */
const PAGE = /^\d{1,9}$/
const LIMIT = /^\d{1,3}$/

/**
 * Reads `?page=&limit=`. A missing parameter takes its default, anything
 * that is not a whole number in range answers 400.
 */
export function readPaging(url: URL, defaults: { limit: number; maxLimit: number }): Paging {
  const pageText = url.searchParams.get('page')
  const limitText = url.searchParams.get('limit')
  const page = pageText === null ? 1 : PAGE.test(pageText) ? Number(pageText) : 0
  if (page < 1) {
    throw new HttpError(400, 'Paramètre « page » invalide : un entier supérieur ou égal à 1 est attendu.')
  }
  const limit = limitText === null ? defaults.limit : LIMIT.test(limitText) ? Number(limitText) : 0
  if (limit < 1 || limit > defaults.maxLimit) {
    throw new HttpError(400, `Paramètre « limit » invalide : un entier entre 1 et ${defaults.maxLimit} est attendu.`)
  }
  return { page, limit, offset: (page - 1) * limit }
}
