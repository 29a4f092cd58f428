/**
 * Known XSS vectors, as shop operators could paste them into a policy or a
 * product description (`html`), or into a blog article's markdown (`markdown`).
 * app/server/sanitize.test.ts proves each one comes out inert; tests/e2e/blog.spec.ts
 * hands the sanitised output to Chromium's own parser and checks again.
 */
export interface Vector {
  name: string
  input: string
}

export const HTML_VECTORS: Vector[] = [
  { name: 'script element', input: '<script>alert(1)</script>' },
  { name: 'script without end tag', input: '<p>a<script>alert(1)' },
  { name: 'mixed-case script', input: '<ScRiPt>alert(1)</sCrIpT>' },
  { name: 'split script tag', input: '<scr<script>ipt>alert(1)</script>' },
  { name: 'nested script tags', input: '<<script>script>alert(1)<</script>/script>' },
  { name: 'img onerror', input: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror with quotes and slash', input: '<img/src="x"/onerror="alert(1)">' },
  { name: 'svg onload', input: '<svg onload=alert(1)>' },
  { name: 'svg with script', input: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg animate xlink:href', input: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>' },
  { name: 'math with xlink:href', input: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>' },
  { name: 'iframe', input: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', input: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object data', input: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', input: '<embed src="data:text/html,<script>alert(1)</script>">' },
  { name: 'style element with expression', input: '<style>body{width:expression(alert(1))}</style>' },
  { name: 'style attribute url(javascript:)', input: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'link stylesheet', input: '<link rel="stylesheet" href="javascript:alert(1)">' },
  { name: 'javascript: link', input: '<a href="javascript:alert(1)">x</a>' },
  { name: 'mixed-case javascript:', input: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'javascript: with a tab', input: '<a href="java\tscript:alert(1)">x</a>' },
  { name: 'javascript: with a newline', input: '<a href="java\nscript:alert(1)">x</a>' },
  { name: 'javascript: with &Tab; and &NewLine;', input: '<a href="java&Tab;scr&NewLine;ipt:alert(1)">x</a>' },
  { name: 'leading spaces and control characters', input: '<a href="  \u0001javascript:alert(1)">x</a>' },
  { name: 'hex entity in the scheme', input: '<a href="jav&#x61;script:alert(1)">x</a>' },
  { name: '&colon;', input: '<a href="javascript&colon;alert(1)">x</a>' },
  {
    name: 'decimal entities without semicolons',
    input: '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
  },
  { name: 'zero-padded entities', input: '<a href="&#0000106;avascript:alert(1)">x</a>' },
  { name: 'unquoted javascript: href', input: '<a href=javascript:alert(1)>x</a>' },
  { name: 'data:text/html link', input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { name: 'data: image source', input: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { name: 'vbscript:', input: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'protocol-relative link', input: '<a href="//evil.example/">x</a>' },
  { name: 'backslash link', input: '<a href="/\\evil.example/">x</a>' },
  { name: 'form action', input: '<form action="javascript:alert(1)"><button>Envoyer</button></form>' },
  { name: 'button formaction', input: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'input onfocus autofocus', input: '<input autofocus onfocus=alert(1)>' },
  { name: 'meta refresh', input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', input: '<base href="javascript:alert(1)//">' },
  { name: 'body onload', input: '<body onload=alert(1)>' },
  { name: 'details ontoggle', input: '<details open ontoggle=alert(1)>' },
  { name: 'event handler on an allowed tag', input: '<p onmouseover="alert(1)">x</p>' },
  { name: 'attribute breaking out of its quotes', input: '<a title="x" onclick="alert(1)" href="/">x</a>' },
  { name: 'noscript mutation', input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'textarea mutation', input: '<textarea><img src=x onerror=alert(1)></textarea>' },
  { name: 'comment', input: '<!--<img src=x onerror=alert(1)>-->' },
  { name: 'conditional comment', input: '<!--[if IE]><script>alert(1)</script><![endif]-->' },
  { name: 'CDATA', input: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  { name: 'template', input: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'video poster and source onerror', input: '<video><source onerror="alert(1)"></video>' },
]

export const MARKDOWN_VECTORS: Vector[] = [
  { name: 'javascript: inline link', input: '[x](javascript:alert(1))' },
  { name: 'javascript: inline link in angle brackets', input: '[x](<javascript:alert(1)>)' },
  { name: 'entity-encoded javascript: link', input: '[x](jav&#x61;script:alert(1))' },
  { name: '&colon; link', input: '[x](javascript&colon;alert(1))' },
  { name: 'javascript: autolink', input: '<javascript:alert(1)>' },
  { name: 'javascript: reference link', input: '[x][1]\n\n[1]: javascript:alert(1)' },
  { name: 'data: image', input: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)' },
  { name: 'javascript: image', input: '![x](javascript:alert(1))' },
  { name: 'raw script in markdown', input: 'Bonjour\n\n<script>alert(1)</script>\n\nfin' },
  { name: 'raw img onerror in markdown', input: 'Texte <img src=x onerror=alert(1)> suite' },
  { name: 'raw iframe block', input: '<iframe src="https://evil.example"></iframe>' },
  { name: 'title attribute breaking out', input: '[x](https://exemple.cm "a\\" onmouseover=\\"alert(1)")' },
  { name: 'link text with html', input: '[<img src=x onerror=alert(1)>](https://exemple.cm)' },
  { name: 'vbscript: link', input: '[x](vbscript:msgbox(1))' },
]
