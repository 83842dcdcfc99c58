/**
 * Filter-evasion vectors in the style of the OWASP XSS cheat sheet, written for
 * this project: each tries to run script (or set `window.__xss`) from the
 * rejection reason. Shared by the API test (stored value) and the Playwright
 * spec (rendered page).
 */
export const XSS_VECTORS: readonly string[] = [
  // script elements
  '<script>window.__xss=1;alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>window.__xss=2</scr</script>ipt>',
  '<script/xss src="data:text/javascript,window.__xss=3"></script>',
  '<<script>window.__xss=4;//<</script>',
  '</p><script>window.__xss=5</script><p>',
  // event handlers
  '<img src=x onerror="window.__xss=6">',
  '<IMG SRC=x oNeRrOr=window.__xss=7>',
  '<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.__xss=8>',
  '<body onload=window.__xss=9>',
  '<p onmouseover="window.__xss=10" style="position:fixed;inset:0">pasar</p>',
  '<a href="https://ejemplo.edu.ar" onclick="window.__xss=11">enlace</a>',
  '<strong onfocus=window.__xss=12 tabindex=0 autofocus>foco</strong>',
  '<details open ontoggle=window.__xss=13>',
  '<input autofocus onfocus=window.__xss=14>',
  '<video><source onerror="window.__xss=15"></video>',
  '<marquee onstart=window.__xss=16>',
  // javascript: and data: URLs, with encodings
  '<a href="javascript:window.__xss=17">clic</a>',
  '<a href="JaVaScRiPt:window.__xss=18">clic</a>',
  '<a href="jav&#x09;ascript:window.__xss=19">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=20">clic</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;window.__xss=21">clic</a>',
  '<a href=" &#14;  javascript:window.__xss=22">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjM8L3NjcmlwdD4=">clic</a>',
  '<a href="vbscript:msgbox(24)">clic</a>',
  '<a href="//evil.example/25">relativo al protocolo</a>',
  '<iframe src="javascript:window.parent.__xss=26"></iframe>',
  '<form action="javascript:window.__xss=27"><button>enviar</button></form>',
  // svg and math
  '<svg onload=window.__xss=28>',
  '<svg><script>window.__xss=29</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=30"><text x="0" y="20">svg</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=31>',
  '<svg><animate onbegin=window.__xss=32 attributeName=x dur=1s>',
  // style and legacy expressions
  '<div style="background:url(javascript:window.__xss=33)">fondo</div>',
  '<p style="width:expression(window.__xss=34)">ie</p>',
  '<style>@import "javascript:window.__xss=35";</style>',
  '<link rel=stylesheet href="javascript:window.__xss=36">',
  // malformed tags, comments and entity tricks
  '<img """><script>window.__xss=37</script>">',
  '<!--<img src="--><img src=x onerror=window.__xss=38//">',
  '<img src=`x`onerror=window.__xss=39>',
  '&lt;script&gt;window.__xss=40&lt;/script&gt;',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=41>">',
  '<object data="data:text/html,<script>window.__xss=42</script>"></object>',
  '<embed src="javascript:window.__xss=43">',
  '<base href="javascript:window.__xss=44//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=45">',
  '<a href="https://ejemplo.edu.ar/ok" target="_self">enlace válido</a> <b>negrita</b> <em>énfasis</em>',
];

/** Tags the server keeps in a rejection reason (apps/api/src/lib/rich-text.ts). */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'h3', 'h4']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel']);
const SAFE_URL = /^(https?:|mailto:)/i;

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Why `html` is not harmless, or null when it is: every tag must be one of the
 * allowed ones, with only href/target/rel, and every href an http(s) or mailto
 * URL once entities, spaces and control characters are taken out.
 */
export function unsafeHtmlReason(html: string): string | null {
  const tag = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9:-]*)([^>]*)>/g;
  const stripped = html.replace(tag, '');
  if (stripped.includes('<')) return `a raw "<" outside an allowed tag: ${html}`;
  for (const m of html.matchAll(tag)) {
    const name = m[2].toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return `tag <${name}>`;
    const attrs = m[3];
    for (const a of attrs.matchAll(/([^\s=/"']+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attr = a[1].toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(attr)) return `attribute ${attr} on <${name}>`;
      if (attr === 'href') {
        // eslint-disable-next-line no-control-regex
        const value = decodeEntities((a[2] ?? '').replace(/^["']|["']$/g, '')).replace(/[\u0000-\u0020]/g, '');
        if (!SAFE_URL.test(value)) return `href ${value}`;
      }
    }
  }
  return null;
}
