// The odds table both games' panels draw (an attack's odds, its modifiers, each result's chance): one look,
// added by each game where its panel is styled.
import { css } from 'lit';

export const oddsTableStyles = css`
  .odds table {
    border-collapse: collapse;
    width: 100%;
    font-size: 13px;
  }
  .odds td {
    padding: 1px 4px;
    border-bottom: 1px solid #eee4cc;
  }
`;
