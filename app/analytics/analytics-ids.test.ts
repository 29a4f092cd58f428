import { describe, expect, it } from 'vitest'
import { analyticsIds, pixelBeaconUrl } from './analytics-ids'

describe('analyticsIds', () => {
  it('keeps ids that look real and ignores anything else', () => {
    expect(analyticsIds({ gtag: 'G-DEMO12345', facebook_pixel_id: '123456789012345' })).toEqual({
      gtag: 'G-DEMO12345',
      pixel: '123456789012345',
    })
    expect(analyticsIds({ gtag: "G-1234');alert(1);//", facebook_pixel_id: '12ab' })).toEqual({
      gtag: null,
      pixel: null,
    })
    expect(analyticsIds({ gtag: null, facebook_pixel_id: undefined })).toEqual({ gtag: null, pixel: null })
  })
  it('builds the pixel image beacon', () => {
    expect(pixelBeaconUrl('123456')).toBe('https://www.facebook.com/tr?id=123456&ev=PageView&noscript=1')
  })
})
