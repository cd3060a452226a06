import '@mantine/charts/styles.css';
import type { TestSummaryDto } from '@kaksha/contracts/statistics';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';

const rangeOf = (bin: TestSummaryDto['histogram'][number]) => `${bin.fromPercent}–${bin.toPercent}%`;

/**
 * The scores of the marked attempts in tenths of the test's marks, as bars. Loaded on its own
 * (React.lazy), so the chart library is fetched only by the statistics page. The same counts are
 * in a table for screen readers.
 */
export function ScoreHistogram({ bins }: { bins: TestSummaryDto['histogram'] }) {
  const data = bins.map((bin) => ({ range: rangeOf(bin), Students: bin.count }));
  return (
    <>
      {/* The chart's box holds its tooltip: a tooltip placed before the text grew (a reader's 200 %
          zoom) could otherwise reach past the window and make the page scroll sideways. */}
      <div aria-hidden="true" data-testid="score-histogram" style={{ overflow: 'hidden' }}>
        <BarChart
          h={260}
          data={data}
          dataKey="range"
          series={[{ name: 'Students', color: 'indigo.7' }]}
          xAxisLabel="Score (share of the marks)"
          yAxisLabel="Students"
          yAxisProps={{ allowDecimals: false }}
          tickLine="y"
          withTooltip
          // The bars are a picture here (aria-hidden); without this layer the chart takes keyboard focus.
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Students by score</caption>
          <thead>
            <tr>
              <th>Score</th>
              <th>Students</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.range}>
                <td>{row.range}</td>
                <td>{row.Students}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
