"""Connection data by hand (issue 48, part 1): an offer or answer as at most 300 characters, and back.

"Invitation and answer each at most 300 characters (measure and report); no STUN/TURN server." The
fixture is an offer as Chromium writes it for one data channel, with its mDNS-hidden host address,
a LAN address, and the TCP and server-reflexive candidates a minimized text leaves out.
"""

from __future__ import annotations

import base64
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.signaling import MAX_TEXT, SignalError, expand, minimize, parse

FINGERPRINT = ("6B:8B:5D:EA:59:04:20:23:29:C8:87:1C:CD:35:C5:3A:7F:99:45:5A:0B:02:9D:3E:11:72:1F:F3:A8:5C:91:44")
CHROMIUM_OFFER = "\r\n".join([
    "v=0",
    "o=- 8459262372164823214 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=extmap-allow-mixed",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    "a=candidate:2999745851 1 udp 2122260223 3f2a9c41-7b1e-4d2a-9f0e-5c8b7a6d4e21.local 54400 typ host "
    "generation 0 network-id 1 network-cost 10",
    "a=candidate:1467250027 1 udp 2122194687 192.168.1.23 61923 typ host generation 0 network-id 2 network-cost 10",
    "a=candidate:4233069003 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 network-id 2",
    "a=candidate:842163049 1 udp 1686052607 203.0.113.7 61923 typ srflx raddr 192.168.1.23 rport 61923 generation 0",
    "a=ice-ufrag:Xw3q",
    "a=ice-pwd:Bf7hQ0x2Ls9kPq4WzYc1Rt8N",
    "a=ice-options:trickle",
    "a=fingerprint:sha-256 " + FINGERPRINT,
    "a=setup:actpass",
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
]) + "\r\n"
CHROMIUM_ANSWER = (CHROMIUM_OFFER.replace("a=setup:actpass", "a=setup:active")
                   .replace("Xw3q", "k9+/").replace("Bf7hQ0x2Ls9kPq4WzYc1Rt8N", "p0Q8mZ3vT6yB1nR4sW7xC2dF"))
MDNS = "3f2a9c41-7b1e-4d2a-9f0e-5c8b7a6d4e21.local"


def with_candidates(addresses: list[str]) -> str:
    """The Chromium offer with only these UDP host addresses."""
    lines = [line for line in CHROMIUM_OFFER.split("\r\n") if not line.startswith("a=candidate:")]
    at = lines.index("a=ice-ufrag:Xw3q")
    lines[at:at] = [f"a=candidate:{100 + i} 1 udp {2122260223 - i} {a} {50000 + i} typ host generation 0"
                    for i, a in enumerate(addresses)]
    return "\r\n".join(lines)


def test_an_offer_round_trips_with_every_needed_field():
    text = minimize({"type": "offer", "sdp": CHROMIUM_OFFER})
    back = expand(text)
    assert back["type"] == "offer"
    assert parse(back["sdp"]) == parse(CHROMIUM_OFFER) == {
        "ufrag": "Xw3q", "pwd": "Bf7hQ0x2Ls9kPq4WzYc1Rt8N", "setup": "actpass",
        "fingerprint": bytes.fromhex(FINGERPRINT.replace(":", "")),
        "candidates": [(MDNS, 54400), ("192.168.1.23", 61923)],  # no TCP, no server-reflexive one
    }
    sdp = back["sdp"]
    for line in ("m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "a=sctp-port:5000", "a=mid:0",
                 "a=group:BUNDLE 0", "a=fingerprint:sha-256 " + FINGERPRINT):
        assert line + "\r\n" in sdp
    assert sdp.startswith("v=0\r\n") and sdp.endswith("\r\n") and "\n\n" not in sdp
    assert all(" typ host " in line for line in sdp.split("\r\n") if line.startswith("a=candidate:"))


def test_an_answer_keeps_its_role_and_credentials():
    back = expand(minimize({"type": "answer", "sdp": CHROMIUM_ANSWER}))
    assert back["type"] == "answer" and "a=setup:active\r\n" in back["sdp"]
    assert parse(back["sdp"]) == parse(CHROMIUM_ANSWER) and parse(back["sdp"])["ufrag"] == "k9+/"


def test_the_text_fits_a_url_fragment():
    text = minimize({"type": "offer", "sdp": CHROMIUM_OFFER})
    assert re.fullmatch(r"[A-Za-z0-9_-]+", text) and len(text) <= MAX_TEXT


@pytest.mark.parametrize("kind", ["IPv4", "mDNS", "IPv6"])
@pytest.mark.parametrize("count", [1, 2, 4])
def test_sizes_for_one_two_and_four_addresses(kind, count):
    address = {"IPv4": "192.168.{}.23", "mDNS": "3f2a9c41-7b1e-4d2a-9f0e-5c8b7a6d4e2{}.local",
               "IPv6": "2001:db8::{}"}[kind]
    addresses = [address.format(i) for i in range(count)]
    text = minimize({"type": "offer", "sdp": with_candidates(addresses)})
    # 1 + 32 + 5 + 25 bytes, then 7 bytes an IPv4 address and 19 an mDNS or IPv6 one; base64: 4 chars per 3 bytes
    per = 7 if kind == "IPv4" else 19
    assert len(text) == -(-(63 + per * count) * 4 // 3)
    assert len(text) <= 186  # four hidden addresses: well under 300
    assert len(parse(expand(text)["sdp"])["candidates"]) == count


def test_more_addresses_than_fit_keep_the_first_ones_within_300_characters():
    addresses = [f"3f2a9c41-7b1e-4d2a-9f0e-5c8b7a6d4e{i:02d}.local" for i in range(20)]
    text = minimize({"type": "offer", "sdp": with_candidates(addresses)})
    kept = parse(expand(text)["sdp"])["candidates"]
    assert len(text) <= MAX_TEXT and 0 < len(kept) < 20
    assert [a for a, _ in kept] == addresses[: len(kept)], "the best (first) addresses are the ones kept"


def test_ipv6_addresses_come_back_as_the_same_address():
    sdp = with_candidates(["2001:DB8::1", "fe80::1c2f:3aff:fe4b:5c6d", "::1", "1:2:3:4:5:6:7:8"])
    assert parse(expand(minimize({"type": "offer", "sdp": sdp}))["sdp"]) == parse(sdp)
    assert parse(sdp)["candidates"][0] == ("2001:db8:0:0:0:0:0:1", 50000)


@pytest.mark.parametrize(("description", "why"), [
    (None, "Not a WebRTC"),
    ({"type": "pranswer", "sdp": CHROMIUM_OFFER}, "Not a WebRTC"),
    ({"type": "offer", "sdp": 5}, "Not a WebRTC"),
    ({"type": "offer", "sdp": CHROMIUM_OFFER.replace("a=ice-pwd", "a=x")}, "no ice-pwd"),
    ({"type": "offer", "sdp": CHROMIUM_OFFER.replace("sha-256", "sha-1")}, "not a SHA-256"),
    ({"type": "offer", "sdp": CHROMIUM_OFFER.replace("actpass", "holdconn")}, "setup role"),
    ({"type": "offer", "sdp": CHROMIUM_OFFER.replace("Xw3q", "X w")}, "ice-ufrag"),
    ({"type": "offer", "sdp": with_candidates([])}, "No address"),
    ({"type": "offer", "sdp": with_candidates(["999.1.1.1", "example.com", "1::2::3"])}, "No address"),
])
def test_an_sdp_it_cannot_shorten_says_why(description, why):
    with pytest.raises(SignalError, match=why):
        minimize(description)


@pytest.mark.parametrize("text", [None, "", "!!!", "A" * 301, "AAAA", "A", "AQ",
                                  minimize({"type": "offer", "sdp": CHROMIUM_OFFER})[:-3],
                                  minimize({"type": "offer", "sdp": CHROMIUM_OFFER})[:50]])
def test_a_damaged_code_says_so(text):
    with pytest.raises(SignalError):
        expand(text)


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.text(max_size=320), st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
                                               max_size=300), st.binary(max_size=200).map(
    lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode())))
def test_expand_raises_only_signal_errors(text):
    try:
        back = expand(text)
    except SignalError:
        return
    assert back["type"] in ("offer", "answer") and parse(back["sdp"])  # what it accepts, it can read again


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=2000))
def test_minimize_raises_only_signal_errors(sdp):
    try:
        minimize({"type": "offer", "sdp": sdp})
    except SignalError:
        pass


ICE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
ipv4 = st.tuples(*[st.integers(0, 255)] * 4).map(lambda t: ".".join(map(str, t)))
ipv6 = st.lists(st.integers(0, 0xFFFF), min_size=8, max_size=8).map(lambda g: ":".join(f"{x:x}" for x in g))
mdns = st.uuids(version=4).map(lambda u: f"{u}.local")


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["offer", "answer"]), st.sampled_from(["actpass", "active", "passive"]),
       st.text(ICE, min_size=4, max_size=32), st.text(ICE, min_size=22, max_size=32),
       st.binary(min_size=32, max_size=32),
       st.lists(st.tuples(ipv4 | ipv6 | mdns, st.integers(1, 65535)), min_size=1, max_size=4, unique=True))
def test_any_needed_fields_round_trip(kind, setup, ufrag, pwd, fingerprint, candidates):
    sdp = "\r\n".join([
        "v=0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        *[f"a=candidate:{i} 1 UDP {i} {a} {p} typ host" for i, (a, p) in enumerate(candidates)],
        f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}",
        "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in fingerprint), f"a=setup:{setup}",
    ])
    text = minimize({"type": kind, "sdp": sdp})
    assert len(text) <= MAX_TEXT
    back = expand(text)
    assert back["type"] == kind and parse(back["sdp"]) == parse(sdp)
