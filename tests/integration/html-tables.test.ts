import { describe, expect, it } from "vitest";
import { extractText } from "@/lib/documents/extract-text";
import { extractPlayerFacts } from "@/lib/scouting/rules";
import { chunkText } from "@/lib/documents/chunk-text";

const enc = (s: string) => new TextEncoder().encode(s);
const TRACKER = `<html><body><h1>January transfer window tracker</h1>
<table><thead><tr><th>Date</th><th>Player</th><th>Pos</th><th>From</th><th>To</th><th>Fee</th></tr></thead>
<tbody>
<tr><td>5 Jan 2026</td><td>Teodor Vlasak</td><td>CB</td><td>Dunholt Albion</td><td>Sturrow City</td><td>&pound;6.5m</td></tr>
<tr><td>9 Jan 2026</td><td>Ilya Brenner</td><td>RW</td><td>Sturrow City</td><td>Vennick Rovers</td><td>&pound;2.1m</td></tr>
</tbody></table>
<table><tr><td><p>${"A layout table holds prose. ".repeat(15)}</p></td></tr></table>
</body></html>`;

// REQ-EXT-01: an HTML table's cells stay apart as a pipe table; column-aligned text lost its columns
// once whitespace was collapsed, and a row's "From" and "To" clubs ran together.
describe("HTML tables", () => {
  it("become pipe tables, with the header row marked and layout tables as prose", async () => {
    const text = await extractText("html", enc(TRACKER), "transfer-window-tracker-jan-2026.html");
    expect(text).toContain("| Date | Player | Pos | From | To | Fee |\n| --- | --- | --- | --- | --- | --- |");
    expect(text).toContain("| 5 Jan 2026 | Teodor Vlasak | CB | Dunholt Albion | Sturrow City | £6.5m |");
    expect(text).toContain("A layout table holds prose.");
    expect(text).not.toMatch(/\| A layout table/);
  });

  it("a transfer row gives the club he left and the club he joined, and the file name is no person", async () => {
    const text = await extractText("html", enc(TRACKER), "transfer-window-tracker-jan-2026.html");
    const chunks = chunkText(text).map((t, i) => ({ chunkId: `t#${i}`, documentId: "t", documentName: "transfer-window-tracker-jan-2026.html", text: t, documentDate: "2026-02-02" }));
    const f = extractPlayerFacts({ playerName: "Teodor Vlasak", sport: "soccer", chunks }).fields;
    expect(f.teams?.value).toHaveLength(2);
    expect(f.teams?.value).toEqual(expect.arrayContaining([{ name: "Sturrow City", current: true }, { name: "Dunholt Albion", current: false }]));
    expect(f.positions?.value).toEqual(["CB"]);
  });

  it("a description list reads as labelled lines, so a profile's sidebar gives his height and former club", async () => {
    const page = `<html><body><h1>Tomas Harrowgate</h1><dl><dt>Place of birth</dt><dd>Harrowgate</dd><dt>Height</dt><dd>1.74 m</dd>
<dt>Weight:</dt><dd>68 kg</dd><dt>Previous clubs</dt><dd>Dunmore Athletic</dd></dl>
<p>A winger who came through the academy at Dunmore Athletic, Tomas joined Kestrel Vale FC in July 2023.</p></body></html>`;
    const text = await extractText("html", enc(page), "kestrel-vale-profile.html");
    expect(text).toContain("Place of birth: Harrowgate\nHeight: 1.74 m\nWeight: 68 kg\nPrevious clubs: Dunmore Athletic");
  });

  it("a page's box of other stories' headlines is no part of its story (REQ-EXT-02)", async () => {
    const page = `<html><body><article><h1>New Marlins QB Kettleman settles in</h1><p>The transfer quarterback from Ridgeline State joined the Palmetto Bay Marlins.</p></article>
<aside class="related"><h3>More Marlins</h3><ul><li>Marlins add three portal defenders, including ex-Canyon State safety</li></ul></aside>
<div class="more-stories"><p>Dunbar impresses scouts at pro day</p></div>
<div class="player-bio read-more-container"><p>Kettleman is listed at 6-foot-3.</p></div></body></html>`;
    const text = await extractText("html", enc(page), "packet.html");
    expect(text).toContain("joined the Palmetto Bay Marlins");
    expect(text).not.toContain("Canyon State");
    expect(text).not.toContain("Dunbar");
    // (A class name that only holds the word is no such box.)
    expect(text).toContain("listed at 6-foot-3");
  });
});
