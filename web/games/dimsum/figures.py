"""Dim Sum's drawings for the rules screen, from the play data."""

from __future__ import annotations

from pygames.dimsum.data import CELLS, FACES, SHAPES

from ... import art
from ...dom import Element, el
from ...i18n import pick, t
from .cards import kinds_key
from .log import face_detail, shape_words
from .stomach import grid


def rules_figures() -> list[Element]:
    """The rules screen's drawings: the seven card shapes, the four kinds and the four faces, from the play data."""
    shapes = [
        el("li", art.ds_shape(shape, label=shape_words(shape)), el("span", text=pick(info)), cls="ds-fig-item")
        for shape, info in SHAPES.items()
    ]
    faces = [
        el(
            "li",
            grid({str(c): [] for c in CELLS}, face, None, compact=True),
            el("span", cls="ds-face-name", text=pick(info)),
            el("span", cls="ds-face-detail", text=face_detail(face)),
            cls="ds-fig-item ds-fig-face",
        )
        for face, info in FACES.items()
    ]
    return [
        el(
            "figure",
            el("figcaption", text=t("ds.fig_shapes")),
            el("ul", shapes, cls="ds-fig-list"),
            cls="ds-fig",
            data_testid="ds-fig-shapes",
        ),
        el("figure", el("figcaption", text=t("ds.fig_kinds")), kinds_key(), cls="ds-fig", data_testid="ds-fig-kinds"),
        el(
            "figure",
            el("figcaption", text=t("ds.fig_faces")),
            el("ul", faces, cls="ds-fig-list ds-fig-faces"),
            cls="ds-fig",
            data_testid="ds-fig-faces",
        ),
    ]
