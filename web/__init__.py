"""The browser front end: screens built with the DOM from Python, one board module per game."""
