"""Entry point run by PyScript: start the app on the page's #app element."""

import js

from web.app import App

App(js.document.getElementById("app")).start()
