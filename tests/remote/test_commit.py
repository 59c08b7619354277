"""A deal nobody chose (issue 48, part 3), sentence by sentence.

"The seed is made from every device's contribution, each committed (hash) before any is revealed, so
neither host nor guest can pick the deal; at the end the host sends the seed and every guest's record
can be checked by replaying it."
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import GAMES, load, save
from pygames.core.commit import HOST, Deal, commitment, derive, share, verify
from pygames.core.errors import DealError
from pygames.core.rng import KEYED_SEEDS, SEED_LIMIT

shares = st.binary(min_size=16, max_size=16).map(bytes.hex)


def full_deal(values: dict[int, str]) -> Deal:
    """A deal with every party committed, then revealed."""
    deal = Deal(list(values))
    for party, value in values.items():
        deal.commit(party, commitment(party, value))
    for party, value in values.items():
        deal.reveal(party, value)
    return deal


def test_every_device_draws_128_bits_and_the_seed_is_for_a_new_game():
    mine = share()
    assert len(mine) == 32 and mine != share()
    seed = full_deal({HOST: mine, 0: share(), 2: share()}).seed()
    assert KEYED_SEEDS <= seed < SEED_LIMIT
    GAMES["fox_grapes"].new(3, seed)  # the engine takes it as any new game's seed


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.integers(HOST, 5), shares, min_size=2, max_size=5), st.data())
def test_changing_any_one_contribution_changes_the_seed(values, data):
    party = data.draw(st.sampled_from(sorted(values)))
    other = data.draw(shares.filter(lambda v: v != values[party]))
    assert derive(values) != derive({**values, party: other})
    assert KEYED_SEEDS <= derive(values) < SEED_LIMIT


def test_a_host_that_knows_a_guests_commitment_cannot_steer_the_seed():
    """The host sees the guest's commitment, then picks among many shares of its own: it still cannot
    aim at a seed, because the guest's share stays hidden until the host's commitment is fixed; and
    the only way to change its share afterwards is a reveal the commitment refuses."""
    guest = share()
    deal = Deal([HOST, 0])
    deal.commit(0, commitment(0, guest))
    chosen = share()
    deal.commit(HOST, commitment(HOST, chosen))
    deal.reveal(0, guest)
    with pytest.raises(DealError, match="does not match"):
        deal.reveal(HOST, share())  # a second thought, after seeing the guest's share
    deal.reveal(HOST, chosen)
    assert deal.seed() == derive({HOST: chosen, 0: guest})


def test_a_commitment_is_bound_to_its_seat():
    value = share()
    assert commitment(0, value) != commitment(1, value) != commitment(HOST, value)
    deal = Deal([0, 1])
    deal.commit(0, commitment(0, value))
    deal.commit(1, commitment(0, value))  # a copy of another seat's commitment
    deal.reveal(0, value)
    with pytest.raises(DealError, match="does not match"):
        deal.reveal(1, value)  # the copier cannot open it for itself


def test_a_reveal_before_every_commitment_is_refused():
    deal = Deal([HOST, 0, 1])
    value = share()
    deal.commit(HOST, commitment(HOST, value))
    with pytest.raises(DealError, match="once every commitment is in"):
        deal.reveal(HOST, value)
    assert deal.shares == {}


def test_a_missing_reveal_gives_no_seed():
    values = {HOST: share(), 0: share()}
    deal = Deal(list(values))
    for party, value in values.items():
        deal.commit(party, commitment(party, value))
    deal.reveal(HOST, values[HOST])
    with pytest.raises(DealError, match=r"missing from \[0\]"):
        deal.seed()


def test_duplicates_and_strangers_are_refused_and_change_nothing():
    with pytest.raises(DealError):
        Deal([0, 0])
    values = {HOST: share(), 1: share()}
    deal = Deal(list(values))
    deal.commit(1, commitment(1, values[1]))
    for party, digest in [(1, commitment(1, share())), (2, commitment(2, share())), (True, "0" * 64),
                          (1.0, "0" * 64), (HOST, "ZZ"), (HOST, 12), (HOST, "0" * 63)]:
        with pytest.raises(DealError):
            deal.commit(party, digest)
    assert deal.commitments == {1: commitment(1, values[1])}
    deal.commit(HOST, commitment(HOST, values[HOST]))
    deal.reveal(1, values[1])
    for party, value in [(1, values[1]), (HOST, values[HOST].upper()), (HOST, None), (False, values[HOST])]:
        with pytest.raises(DealError):
            deal.reveal(party, value)
    with pytest.raises(DealError, match="already committed"):
        deal.commit(HOST, commitment(HOST, share()))
    assert deal.shares == {1: values[1]}


def test_a_guest_checks_the_seed_against_what_it_saw_and_replays_its_record():
    values = {HOST: share(), 0: share(), 1: share()}
    deal = full_deal(values)
    seen = dict(deal.commitments)  # what guest 1 was shown before it revealed
    proof = deal.to_json()
    seed = verify(proof, seen, mine=(1, values[1]))
    assert seed == deal.seed()
    game = GAMES["hennote"].new(2, seed)
    rng = random.Random(1)
    while not game.is_over():
        player = rng.choice(game.to_act())
        game.apply(player, rng.choice(game.legal_actions(player)))
    record = save(game)
    assert record["seed"] == seed and load(record) == game  # the record replays from the derived seed


@pytest.mark.parametrize("damage", [
    lambda p: p.update(seed=f"{int(p['seed'], 16) ^ 1:x}"),
    lambda p: p["shares"][0].__setitem__(1, share()),
    lambda p: p["commitments"].pop(),
    lambda p: p["shares"].pop(),
    lambda p: p["shares"].append(p["shares"][0]),
    lambda p: p.update(seed=12),
    lambda p: p.update(shares="x"),
    lambda p: p.pop("commitments"),
    lambda p: p["commitments"][0].__setitem__(0, True),
])
def test_a_changed_proof_is_refused(damage):
    values = {HOST: share(), 0: share()}
    deal = full_deal(values)
    seen = dict(deal.commitments)
    proof = deal.to_json()
    damage(proof)
    with pytest.raises(DealError):
        verify(proof, seen, mine=(0, values[0]))


def test_a_host_that_swapped_a_guests_commitment_is_caught():
    values = {HOST: share(), 0: share()}
    honest = full_deal(values)
    seen = dict(honest.commitments)
    swapped = full_deal({HOST: values[HOST], 0: share()})  # the host made up guest 0's share
    with pytest.raises(DealError, match="not the ones shown"):
        verify(swapped.to_json(), seen, mine=(0, values[0]))
    with pytest.raises(DealError, match="own share"):
        verify(swapped.to_json(), dict(swapped.commitments), mine=(0, values[0]))


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=3)))
def test_verify_raises_only_deal_errors(proof):
    try:
        verify(proof, {})
    except DealError:
        pass


def test_a_saved_deal_comes_back_whole_and_a_tampered_one_is_refused():
    """A host that reloads takes its deal back from the save; an edited save is a DealError, never a crash."""
    from pygames.core.commit import HOST, Deal, commitment, share
    from pygames.core.errors import DealError

    shares = {HOST: share(), 1: share()}
    deal = Deal(list(shares))
    for party, value in shares.items():
        deal.commit(party, commitment(party, value))
    for party, value in shares.items():
        deal.reveal(party, value)
    proof = deal.to_json()
    assert Deal.from_proof(proof).to_json() == proof
    tampered = {**proof, "shares": [[HOST, share()], proof["shares"][1]]}
    with pytest.raises(DealError):
        Deal.from_proof(tampered)
