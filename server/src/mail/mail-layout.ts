// What every mail of the product shares: its name, the escaping of a person's text in HTML, and the HTML page
// around a mail's own paragraphs.

export const PRODUCT_NAME = 'Property Management';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The HTML part of a mail: the product's name as its heading, then `body` (lines of HTML, indented by 4). */
export function mailHtml(body: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5">
    <h1 style="font-size: 20px">${PRODUCT_NAME}</h1>
${body}
  </body>
</html>
`;
}
