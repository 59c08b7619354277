"""Connection data passed by hand: a WebRTC offer or answer as a short text for a link and a QR code (issue 48).

With no signaling server, the host's offer and each guest's answer travel as text a camera reads or a
person pastes. A Chromium data-channel SDP is about 600 bytes, but two browsers need only a few of its
fields to connect (Philipp Hancke's sdp-minimizer, "the minimum viable SDP"; QWBP's binary layout): the
ICE username fragment and password, the DTLS certificate's SHA-256 fingerprint, the DTLS role, and the
addresses (host candidates only: there is no STUN or TURN server, so none other exists). Those fields
go into a small binary packet written as base64url; :func:`expand` writes the rest of a valid SDP back
around them, the same lines every time.

The packet: one byte (version, offer or answer, the setup role), the 32 fingerprint bytes, the ufrag
and the password each after its length, then per address a kind byte (IPv4, IPv6, an mDNS name made
of a UUID as Chromium hides local addresses behind, or another ``.local`` name after its length), the
address and the port. Foundations and priorities are not kept: :func:`expand` numbers them in order.

Pure Python (no ``js``): it ships to the browser and is tested under CPython. Whatever text comes in,
:class:`SignalError` is the only exception.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

#: The longest text :func:`minimize` writes (an invitation link's fragment, a QR code's content).
MAX_TEXT = 300
VERSION = 0
TYPES = ("offer", "answer")
SETUPS = ("actpass", "active", "passive")
IPV4, IPV6, MDNS_UUID, NAME = range(4)
#: Chromium's mDNS names: a random UUID and ``.local``.
_UUID_NAME = re.compile(r"([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local")
_NAME = re.compile(r"[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.local")
#: RFC 8445's ice-char: letters, digits, ``+`` and ``/``. RFC 8839: ufrag 4-256 chars, pwd 22-256.
_ICE = re.compile(r"[A-Za-z0-9+/]+")
_FINGERPRINT = re.compile(r"sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})")
#: The SDP around the needed fields, as Chromium writes it for one data channel (mid 0, SCTP port 5000).
_HEAD = ("v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
         "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0")
_TAIL = ("a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144")


class SignalError(ValueError):
    """Text that is not an invitation or answer this site wrote, or an SDP it cannot shorten: says which."""


def minimize(description: Any) -> str:
    """``{"type": "offer"|"answer", "sdp": …}`` (an ``RTCSessionDescription`` as JSON) as at most 300 characters.

    Keeps the UDP host candidates of component 1 in the SDP's order (Chromium's: best first), as many
    as fit in :data:`MAX_TEXT`; refused if none is there (the browser found no network to offer).
    """
    if not isinstance(description, dict) or description.get("type") not in TYPES:
        raise SignalError("Not a WebRTC offer or answer.")
    sdp = description.get("sdp")
    if not isinstance(sdp, str) or len(sdp) > 100_000:
        raise SignalError("Not a WebRTC offer or answer.")
    fields = parse(sdp)
    head = bytes([VERSION << 4 | TYPES.index(description["type"]) << 2 | SETUPS.index(fields["setup"])])
    packet = head + fields["fingerprint"] + _short(fields["ufrag"]) + _short(fields["pwd"])
    if len(_text(packet)) > MAX_TEXT:
        raise SignalError("The connection's password is too long to pass by hand.")
    kept = 0
    for address, port in fields["candidates"]:
        longer = packet + _address(address) + port.to_bytes(2, "big")
        if len(_text(longer)) > MAX_TEXT:
            break
        packet, kept = longer, kept + 1
    if not kept:
        raise SignalError("No address to connect to: is this device on a Wi-Fi or a hotspot?")
    return _text(packet)


def expand(text: Any) -> dict[str, str]:
    """The ``{"type", "sdp"}`` a :func:`minimize` text stands for, ready for ``setRemoteDescription``."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT or not re.fullmatch(r"[A-Za-z0-9_-]+", text):
        raise SignalError("This is not a connection code (it may have been cut short).")
    try:
        packet = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as err:
        raise SignalError("This is not a connection code (it may have been cut short).") from err
    reader = _Reader(packet)
    head = reader.take(1)[0]
    kind, setup = head >> 2 & 3, head & 3
    if head >> 4 != VERSION or kind >= len(TYPES) or setup >= len(SETUPS):
        raise SignalError("This connection code is from another version of the site.")
    fingerprint = reader.take(32)
    ufrag, pwd = reader.ice(), reader.ice()
    lines = [*_HEAD]
    count = 0
    while not reader.done():
        address = reader.address()
        port = int.from_bytes(reader.take(2), "big")
        if port == 0:
            raise SignalError("This connection code is damaged.")
        # foundation and priority are made up: the same address order, host type preference 126
        lines.append(f"a=candidate:{count + 1} 1 udp {2122260223 - count} {address} {port} typ host generation 0")
        count += 1
    if not count:
        raise SignalError("This connection code holds no address.")
    lines += [f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}",
              "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in fingerprint),
              f"a=setup:{SETUPS[setup]}", *_TAIL]
    return {"type": TYPES[kind], "sdp": "\r\n".join(lines) + "\r\n"}


def parse(sdp: str) -> dict[str, Any]:
    """The fields :func:`minimize` keeps, read from an SDP: ufrag, pwd, fingerprint bytes, setup, candidates.

    ``candidates`` are ``(address, port)`` with the address as written (a dotted IPv4, an IPv6, a
    ``.local`` name), UDP host candidates of component 1 only, repeats dropped. The tests compare these.
    """
    found: dict[str, Any] = {"candidates": []}
    for line in sdp.splitlines():
        key, _, value = line.strip().partition(":")
        if key in ("a=ice-ufrag", "a=ice-pwd", "a=fingerprint", "a=setup"):
            found.setdefault(key[2:], value.strip())  # the first: one media section, or the session level
        elif key == "a=candidate":
            candidate = _candidate(value)
            if candidate is not None and candidate not in found["candidates"]:
                found["candidates"].append(candidate)
    for name in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
        if name not in found:
            raise SignalError(f"This SDP has no {name}.")
    match = _FINGERPRINT.fullmatch(found["fingerprint"])
    if match is None:
        raise SignalError("This SDP's fingerprint is not a SHA-256 one.")
    if found["setup"] not in SETUPS:
        raise SignalError(f"This SDP's setup role is {found['setup'][:20]!r}.")
    for name, shortest in (("ice-ufrag", 4), ("ice-pwd", 22)):
        if not _ICE.fullmatch(found[name]) or not shortest <= len(found[name]) <= 255:
            raise SignalError(f"This SDP's {name} is not one ICE allows.")
    return {"ufrag": found["ice-ufrag"], "pwd": found["ice-pwd"], "setup": found["setup"],
            "fingerprint": bytes.fromhex(match.group(1).replace(":", "")), "candidates": found["candidates"]}


def _candidate(value: str) -> tuple[str, int] | None:
    """``(address, port)`` of a UDP host candidate of component 1 (RFC 8839's grammar), else None."""
    parts = value.split()
    if len(parts) < 8 or parts[1] != "1" or parts[2].lower() != "udp" or parts[6:8] != ["typ", "host"]:
        return None
    address, port = parts[4], parts[5]
    if not port.isdigit() or not 0 < int(port) < 65536:
        return None
    try:
        _address(address)
    except SignalError:
        return None
    return address.lower() if _NAME.fullmatch(address) else _canonical(address), int(port)


def _canonical(address: str) -> str:
    """An IP address in one spelling (IPv6 uncompressed, lower case), so the round trip compares equal."""
    raw = _address(address)
    return _address_text(raw[0], raw[1:])


def _address(address: str) -> bytes:
    """An address as its kind byte and bytes (a name: its length, then it)."""
    if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", address):
        octets = [int(x) for x in address.split(".")]
        if max(octets) > 255:
            raise SignalError(f"Not an address: {address[:50]!r}.")
        return bytes([IPV4, *octets])
    if ":" in address:
        return bytes([IPV6]) + _ipv6(address)
    match = _UUID_NAME.fullmatch(address.lower())
    if match:
        return bytes([MDNS_UUID]) + bytes.fromhex("".join(match.groups()))
    if _NAME.fullmatch(address) and len(address) <= 255:
        return bytes([NAME, len(address)]) + address.lower().encode("ascii")
    raise SignalError(f"Not an address: {address[:50]!r}.")


def _ipv6(address: str) -> bytes:
    """The 16 bytes of an IPv6 address (``::`` shortening allowed; no zone, no embedded IPv4)."""
    if not re.fullmatch(r"[0-9A-Fa-f:]{2,39}", address) or address.count("::") > 1:
        raise SignalError(f"Not an address: {address[:50]!r}.")
    if "::" in address:
        left, right = (side.split(":") if side else [] for side in address.split("::"))
        if len(left) + len(right) > 7:
            raise SignalError(f"Not an address: {address[:50]!r}.")
        groups = [*left, *["0"] * (8 - len(left) - len(right)), *right]
    else:
        groups = address.split(":")
    if len(groups) != 8 or not all(1 <= len(g) <= 4 for g in groups):
        raise SignalError(f"Not an address: {address[:50]!r}.")
    return b"".join(int(g, 16).to_bytes(2, "big") for g in groups)


def _address_text(kind: int, raw: bytes) -> str:
    if kind == IPV4:
        return ".".join(str(b) for b in raw)
    if kind == IPV6:
        return ":".join(f"{int.from_bytes(raw[i:i + 2], 'big'):x}" for i in range(0, 16, 2))
    if kind == MDNS_UUID:
        h = raw.hex()
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local"
    return raw.decode("ascii")


def _short(value: str) -> bytes:
    return bytes([len(value)]) + value.encode("ascii")


def _text(packet: bytes) -> str:
    return base64.urlsafe_b64encode(packet).rstrip(b"=").decode("ascii")


class _Reader:
    """Reads a packet front to back; running short is a damaged code."""

    def __init__(self, packet: bytes) -> None:
        self.packet, self.at = packet, 0

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.packet):
            raise SignalError("This connection code is damaged (it may have been cut short).")
        self.at += count
        return self.packet[self.at - count:self.at]

    def done(self) -> bool:
        return self.at >= len(self.packet)

    def ice(self) -> str:
        value = self.take(self.take(1)[0]).decode("ascii", "replace")
        if not _ICE.fullmatch(value):
            raise SignalError("This connection code is damaged.")
        return value

    def address(self) -> str:
        kind = self.take(1)[0]
        sizes = {IPV4: 4, IPV6: 16, MDNS_UUID: 16}
        if kind == NAME:
            name = self.take(self.take(1)[0]).decode("ascii", "replace")
            if not _NAME.fullmatch(name):
                raise SignalError("This connection code is damaged.")
            return name
        if kind not in sizes:
            raise SignalError("This connection code is damaged.")
        return _address_text(kind, self.take(sizes[kind]))
