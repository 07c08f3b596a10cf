import { brand } from '../../../common/brand';
import type { ReactNode } from 'react';
import type { ArtName } from '@site/src/data/images';
import styles from './styles.module.css';

const { navy, navy2, gold, goldLight, sand } = brand;
const sail = '#fbf8f2';

/** Hull and two-masted ketch rig, bow to the right, at (x, y) scaled by s. */
function Ketch({ x, y, s = 1, color = navy }: { x: number; y: number; s?: number; color?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      {/* mizzen sail (aft), mainsail, genoa */}
      <path d="M40 -12 L40 -150 L0 -14 Z" fill={sail} />
      <path d="M110 -12 L110 -205 L52 -14 Z" fill={sail} />
      <path d="M116 -16 L116 -196 L196 -14 Z" fill={goldLight} opacity="0.95" />
      <path d="M40 -8 L40 -156 M110 -8 L110 -212" stroke={color} strokeWidth="3" />
      <path d="M-14 -10 L212 -10 L196 8 Q100 16 6 8 Z" fill={color} />
      <path d="M-4 -4 L200 -4" stroke={gold} strokeWidth="2" />
    </g>
  );
}

function Sea({ y, color = navy2, opacity = 1 }: { y: number; color?: string; opacity?: number }) {
  return (
    <path
      d={`M0 ${y} Q100 ${y - 10} 200 ${y} T400 ${y} T600 ${y} T800 ${y} V500 H0 Z`}
      fill={color}
      opacity={opacity}
    />
  );
}

const drawings: Record<ArtName, ReactNode> = {
  ketch: (
    <>
      <defs>
        <linearGradient id="art-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#0a2133" />
          <stop offset="0.7" stopColor="#3a4a58" />
          <stop offset="1" stopColor="#b89a6a" />
        </linearGradient>
      </defs>
      <rect width="800" height="500" fill="url(#art-sky)" />
      <circle cx="690" cy="300" r="70" fill="#e3c891" opacity="0.85" />
      <path d="M0 330 L120 300 L210 318 L300 292 L380 330 Z" fill="#1d3346" opacity="0.7" />
      <Sea y={330} color="#0f2a40" />
      <path d="M620 350 H760 M640 368 H740 M660 386 H720" stroke="#e3c891" strokeWidth="3" opacity="0.5" />
      <Ketch x={430} y={362} s={1.35} color="#07182a" />
      <Sea y={420} color={navy} opacity={0.8} />
    </>
  ),
  islands: (
    <>
      <rect width="800" height="500" fill={sand} />
      <circle cx="640" cy="120" r="48" fill={goldLight} />
      <path d="M60 330 L200 160 L340 330 Z" fill={navy2} />
      <path d="M190 170 Q180 120 210 90 Q200 130 230 110" stroke="#9aa6ae" strokeWidth="6" fill="none" />
      <path d="M300 330 L420 220 L520 330 Z" fill="#2b4a62" />
      <path d="M500 330 L590 250 L700 330 Z" fill="#46627a" />
      <Sea y={330} color={navy} />
      <Ketch x={560} y={400} s={0.5} color={sand} />
    </>
  ),
  cabin: (
    <>
      <rect width="800" height="500" fill={sand} />
      <rect x="0" y="330" width="800" height="170" fill="#d9cdb8" />
      <rect x="120" y="260" width="560" height="90" fill={sail} stroke={gold} strokeWidth="3" />
      <rect x="120" y="240" width="560" height="24" fill={navy} />
      <rect x="150" y="270" width="120" height="40" fill="#ece4d6" />
      <rect x="530" y="270" width="120" height="40" fill="#ece4d6" />
      {[220, 400, 580].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="140" r="42" fill={navy2} stroke={gold} strokeWidth="8" />
          <path d={`M${cx - 30} 150 Q${cx} 135 ${cx + 30} 150`} stroke={goldLight} strokeWidth="3" fill="none" />
        </g>
      ))}
    </>
  ),
  deck: (
    <>
      <rect width="800" height="500" fill="#b58f5c" />
      {Array.from({ length: 14 }, (_, i) => (
        <path key={i} d={`M${400 + (i - 7) * 12} 0 L${400 + (i - 7) * 110} 500`} stroke="#5d4426" strokeWidth="3" />
      ))}
      <rect x="250" y="300" width="300" height="200" fill={navy} />
      <rect x="280" y="330" width="240" height="60" fill={sand} />
      <circle cx="400" cy="440" r="40" fill="none" stroke={goldLight} strokeWidth="8" />
    </>
  ),
  waves: (
    <>
      <rect width="800" height="500" fill={navy} />
      {[120, 190, 260, 330, 400].map((y, i) => (
        <path
          key={y}
          d={`M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y}`}
          stroke={i % 2 ? gold : goldLight}
          strokeWidth="3"
          fill="none"
          opacity={0.3 + i * 0.15}
        />
      ))}
    </>
  ),
  compass: (
    <>
      <rect width="800" height="500" fill={sand} />
      <circle cx="400" cy="250" r="170" fill="none" stroke={gold} strokeWidth="3" />
      <circle cx="400" cy="250" r="140" fill="none" stroke={goldLight} strokeWidth="1.5" />
      <path d="M400 70 L425 250 L400 430 L375 250 Z" fill={navy} />
      <path d="M220 250 L400 225 L580 250 L400 275 Z" fill={gold} />
      <circle cx="400" cy="250" r="10" fill={sand} stroke={navy} strokeWidth="3" />
    </>
  ),
  regatta: (
    <>
      <rect width="800" height="500" fill="#dfe6ea" />
      <Sea y={320} color={navy2} />
      <Ketch x={80} y={360} s={0.9} />
      <Ketch x={380} y={340} s={0.6} color="#2b4a62" />
      <Ketch x={590} y={330} s={0.45} color="#46627a" />
      <path d="M700 300 L700 250 L730 262 L700 274" stroke={gold} strokeWidth="3" fill={gold} />
    </>
  ),
  harbour: (
    <>
      <rect width="800" height="500" fill={sand} />
      {[60, 170, 270, 380, 470, 590, 690].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={180 - (i % 3) * 30}
          width="90"
          height={150 + (i % 3) * 30}
          fill={i % 2 ? '#e0c9a0' : '#d9cdb8'}
        />
      ))}
      <rect x="0" y="320" width="800" height="24" fill="#8a7a63" />
      <Sea y={350} color={navy} />
      <Ketch x={300} y={400} s={0.7} color={navy2} />
    </>
  ),
  festival: (
    <>
      <rect width="800" height="500" fill="#eef1f2" />
      <path d="M0 60 Q400 180 800 60" stroke={navy} strokeWidth="2" fill="none" />
      {Array.from({ length: 11 }, (_, i) => {
        const x = 40 + i * 70;
        const y = 60 + Math.sin((i / 10) * Math.PI) * 60;
        return <path key={i} d={`M${x} ${y} l24 0 l-12 34 z`} fill={i % 2 ? gold : navy2} />;
      })}
      <Sea y={340} color={navy} />
      <Ketch x={120} y={380} s={0.8} color={navy2} />
      <Ketch x={470} y={370} s={0.65} color="#2b4a62" />
    </>
  ),
  press: (
    <>
      <rect width="800" height="500" fill="#e8e2d6" />
      <rect x="170" y="60" width="460" height="380" fill="#fffdf8" stroke="#cbbfa8" strokeWidth="2" />
      <rect x="200" y="95" width="400" height="26" fill={navy} />
      <rect x="200" y="140" width="190" height="150" fill={navy2} />
      <Ketch x={225} y={270} s={0.6} color={sand} />
      {[145, 170, 195, 220, 245, 270, 310, 335, 360, 385].map((y, i) => (
        <rect key={y} x={i < 6 ? 410 : 200} y={y} width={i < 6 ? 190 : 400} height="8" fill="#cbbfa8" />
      ))}
    </>
  ),
  shipyard: (
    <>
      <rect width="800" height="500" fill="#dde3e6" />
      <rect x="0" y="400" width="800" height="100" fill="#9aa6ae" />
      <path d="M160 250 L640 250 L600 330 Q400 360 200 330 Z" fill={navy} />
      <path d="M240 330 L220 400 M560 330 L580 400 M400 345 L400 400" stroke={gold} strokeWidth="10" />
      <path d="M330 250 L330 60 M520 250 L520 120" stroke={navy2} strokeWidth="5" />
      <path d="M680 400 L680 90 L560 90" stroke={gold} strokeWidth="6" fill="none" />
      <path d="M560 90 L560 150" stroke={navy} strokeWidth="2" />
    </>
  ),
  coast: (
    <>
      <rect width="800" height="500" fill={sand} />
      <path d="M0 120 Q140 140 220 220 Q260 300 200 360 L0 360 Z" fill="#b07a4f" />
      <path d="M800 160 Q640 190 600 260 Q580 320 640 360 L800 360 Z" fill="#c28c5e" />
      <path d="M0 360 H800 V500 H0 Z" fill="#3f8f9a" />
      <path d="M180 360 Q400 330 640 360 L640 380 Q400 350 180 380 Z" fill="#8fc7c9" />
      <Ketch x={340} y={420} s={0.55} color={navy} />
    </>
  ),
};

interface ArtProps {
  name: ArtName;
  /** Accessible description; omit only when the picture is purely decorative. */
  label?: string;
  className?: string;
}

/** An SVG illustration standing in for a photograph. */
export default function Art({ name, label, className }: ArtProps) {
  return (
    <svg
      className={className ? `${styles.art} ${className}` : styles.art}
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
