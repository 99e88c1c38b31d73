// What the log viewer shows, read inside the page (Playwright's evaluate and waitForFunction send a function's text,
// so it uses nothing from around it): one check for the bench's log step and the log viewer's end-to-end test.

/**
 * Some row of the viewer (`[data-testid="log-lines"]`, given) is inside its view, read or still loading. After a jump
 * the viewer renders once the scroll event has come; until then the last place's rows, all read and now out of view,
 * would pass for "every line in view is read".
 */
function rowsInView(lines) {
  const view = lines.getBoundingClientRect();
  return [...lines.querySelectorAll('.lv-row')].some((row) => {
    const r = row.getBoundingClientRect();
    return r.bottom > view.top && r.top < view.bottom;
  });
}

module.exports = { rowsInView };
