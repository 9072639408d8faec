/**
 * A small French page that needs nothing else from the site (no stylesheet, font or script): what
 * the front server answers when the app or its database cannot render a page.
 */
export function standalonePageHtml({
  title,
  body,
  refreshSeconds,
}: {
  title: string;
  body: string;
  refreshSeconds?: number;
}): string {
  const refresh = refreshSeconds === undefined ? '' : `\n<meta http-equiv="refresh" content="${refreshSeconds}">`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0f172a}a{color:#0f766e}</style>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>
`;
}
