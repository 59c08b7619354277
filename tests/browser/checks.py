"""Checks every screen must pass: axe-core's accessibility rules, and a decision that fits the viewport.

axe-core comes from node_modules (a dev dependency pinned in package-lock.json; never shipped in
dist/), injected into the page under test. Only serious and critical violations fail a test; each
failure names the rule, the impact and the first elements it found, so it can be fixed from the log.
"""

from __future__ import annotations

from pathlib import Path

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
#: The rules of WCAG 2.x A and AA (as the issue that asked for these checks measured them).
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
FAILING = {"serious", "critical"}
#: What a player must see, without scrolling, whenever they must act: the prompt, every legal option
#: (``data-choice``) and what the decision depends on (boards mark it ``data-context``).
DECISION = "[data-testid=turn], [data-choice], [data-context]"


def axe_violations(page) -> list[str]:
    """Serious and critical axe-core violations on the page as it is now, one line each (empty: none)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        """async tags => {
            const r = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
            return r.violations.map(v => ({id: v.id, impact: v.impact,
                                           nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ')),
                                           count: v.nodes.length}));
        }""",
        AXE_TAGS,
    )
    return [
        f"{v['id']} ({v['impact']}, {v['count']} nodes): {', '.join(v['nodes'])}"
        for v in result
        if v["impact"] in FAILING
    ]


def assert_accessible(page, where: str) -> None:
    """No serious or critical axe-core violation on the page now."""
    found = axe_violations(page)
    assert not found, f"axe-core on {where}:\n" + "\n".join(found)


def off_screen(page, selector: str = DECISION) -> list[str]:
    """The elements matching ``selector`` that are not wholly inside the viewport (hidden ones are ignored)."""
    return page.evaluate(
        """sel => {
            const w = innerWidth, h = innerHeight, out = [];
            for (const e of document.querySelectorAll(sel)) {
                const r = e.getBoundingClientRect();
                if (!r.width && !r.height) continue;  // display: none, or inside a closed panel
                if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
                    out.push(`${e.tagName.toLowerCase()}[${e.dataset.testid || e.className}] at ` +
                             `${Math.round(r.left)},${Math.round(r.top)} ` +
                             `${Math.round(r.width)}x${Math.round(r.height)}`);
            }
            return out;
        }""",
        selector,
    )


def assert_decision_fits(page, where: str) -> None:
    """The prompt, every legal option and its context are on screen without scrolling (scrolled to the top)."""
    page.evaluate("() => window.scrollTo(0, 0)")
    assert page.locator("[data-testid=turn]").count(), f"{where}: no prompt on screen"
    outside = off_screen(page)
    size = page.viewport_size
    assert not outside, f"{where} at {size['width']}x{size['height']}: outside the viewport:\n" + "\n".join(outside)


def small_targets(page, minimum: int = 44) -> list[str]:
    """Visible buttons, links and inputs smaller than ``minimum`` CSS pixels either way (WCAG 2.5.5's 44 px)."""
    return page.evaluate(
        """min => [...document.querySelectorAll('button, a[href], input, select, summary, [role=button]')]
            .filter(e => { const r = e.getBoundingClientRect();
                           return r.width && r.height && (r.width < min - 0.5 || r.height < min - 0.5); })
            .map(e => `${e.tagName.toLowerCase()}[${e.dataset.testid || e.className}] ` +
                      `${Math.round(e.getBoundingClientRect().width)}x${Math.round(e.getBoundingClientRect().height)}`)""",
        minimum,
    )


#: Text a player cannot read whole: a box whose text is clipped (scrollWidth past clientWidth where overflow hides
#: it, or an ellipsis), a Latin word broken across two lines ("Xiaolongb/ao"; at a soft hyphen it is hyphenated, not
#: broken), and a control whose bracketed words wrap inside the bracket ("もう一度（同じ / 設定）"). Japanese breaks
#: anywhere else by design.
TEXT_CUT = """() => {
    const out = [], seen = new Set();
    const name = e => `${e.tagName.toLowerCase()}[${e.dataset.testid || e.className || ''}]`;
    for (const e of document.querySelectorAll('#app *')) {
        const r = e.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || !e.textContent.trim() || e.closest('svg, [hidden], .sr-only')) continue;
        const style = getComputedStyle(e);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && e.scrollWidth > e.clientWidth + 1 && !['auto', 'scroll'].includes(style.overflowX))
            out.push(`${name(e)} cut: "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth}>${e.clientWidth}`);
    }
    const walker = document.createTreeWalker(document.querySelector('#app'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('svg, [hidden], .sr-only, textarea, input')) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;  // visually hidden: for screen readers only
        const lines = match => {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            return new Set([...range.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top))).size;
        };
        if (parent.closest('button, [role=button], a[href]'))
            for (const match of node.data.matchAll(/[（(][^（()）]{1,40}[）)]/g))
                if (lines(match) > 1) out.push(`${name(parent)} wraps inside "${match[0]}"`);
        for (const match of node.data.matchAll(/[A-Za-z][A-Za-z'’]{2,}/g)) {  // "face-down" may break at its hyphen
            const key = name(parent) + match[0];
            if (lines(match) > 1 && !seen.has(key)) { seen.add(key); out.push(`${name(parent)} breaks "${match[0]}"`); }
        }
    }
    return out;
}"""


def text_cut(page) -> list[str]:
    """What on screen cannot be read whole (TEXT_CUT): clipped boxes and Latin words broken across lines."""
    return page.evaluate(TEXT_CUT)
