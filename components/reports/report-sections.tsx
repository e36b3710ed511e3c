import { markdownBlocks } from "@/lib/reports/parse";
import type { ReportSection } from "@/lib/scouting/types";
import { CitedLine, MarkedText } from "./marked-text";

const headingClass = "text-lg font-semibold tracking-tight";

/** FR-06 sections: bullet sections as lists, narrative sections as one paragraph. */
export function ReportSections({ sections, fallbackMarkdown }: { sections: ReportSection[]; fallbackMarkdown: string }) {
  if (sections.length === 0) return <FallbackReport markdown={fallbackMarkdown} />;
  return (
    <div className="space-y-8" data-testid="report-sections">
      {sections.map((s, i) => {
        const id = `section-${s.key || "part"}-${i}`;
        return (
          <section key={id} aria-labelledby={id} className="space-y-3" data-section={s.key} data-testid="report-section">
            <h2 id={id} className={headingClass}>
              {s.title}
            </h2>
            {s.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing recorded.</p>
            ) : s.kind === "narrative" ? (
              <p className="leading-relaxed">
                {s.lines.map((l, j) => (
                  <span key={j}>
                    {j > 0 ? " " : null}
                    <CitedLine text={l.text} citations={l.citations} support={l.support} />
                  </span>
                ))}
              </p>
            ) : (
              <ul className="list-disc space-y-2 pl-5 leading-relaxed marker:text-muted-foreground">
                {s.lines.map((l, j) => (
                  <li key={j}>
                    <CitedLine text={l.text} citations={l.citations} support={l.support} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Reports saved before sections were stored: their Markdown, read block by block. */
function FallbackReport({ markdown }: { markdown: string }) {
  const blocks = markdownBlocks(markdown);
  if (blocks.length === 0) return <p className="text-muted-foreground">This report has no content.</p>;
  return (
    <div className="space-y-4" data-testid="report-sections">
      {blocks.map((b, i) =>
        b.kind === "heading" ? (
          <h2 key={i} className={`${headingClass} pt-4 first:pt-0`}>
            {b.text}
          </h2>
        ) : b.kind === "bullets" ? (
          <ul key={i} className="list-disc space-y-2 pl-5 leading-relaxed marker:text-muted-foreground">
            {b.items.map((item, j) => (
              <li key={j}>
                <MarkedText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i} className="leading-relaxed">
            <MarkedText text={b.text} />
          </p>
        ),
      )}
    </div>
  );
}
